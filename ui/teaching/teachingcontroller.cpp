#include "teaching/teachingcontroller.h"

#include "board/rulesets.h"
#include "teaching/boardeditor.h"
#include "teaching/boardsizedialog.h"
#include "board/boardview.h"
#include "common/drawnicon.h"
#include "common/recordedresulttext.h"
#include "document/gamedocument.h"
#include "teaching/handoutdialog.h"
#include "teaching/handoutwriter.h"
#include "teaching/lessonbrowser.h"
#include "teaching/lessonlibrary.h"
#include "teaching/presentationwindow.h"
#include "document/recordnavigator.h"
#include "recovery/recoverykeeper.h"
#include "review/scoringreview.h"
#include "review/tracecontroller.h"
#include "common/appsettings.h"
#include "common/userprompts.h"
#include "teaching/exercisepanel.h"
#include "teaching/exercisesession.h"

#include "sgf/nodemarkup.h"
#include "sgf/parseerror.h"
#include "sgf/sgfparser.h"
#include "sgf/sgfwriter.h"
#include "sgf/treecursor.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QMainWindow>
#include <QPainter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QScreen>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>

#include <algorithm>

namespace seki::ui {

namespace {

// A projection screen on its stand, for themes without "view-presentation".
QIcon presentationIcon()
{
    return drawnIcon([](QPainter& painter, int side) {
        const double unit = side / 16.0;
        painter.setPen(QPen(QColor(60, 60, 60), unit));
        painter.setBrush(QColor(250, 250, 250));
        painter.drawRect(QRectF(1.5 * unit, 2 * unit, 13 * unit, 9 * unit));
        painter.setBrush(QColor(30, 30, 30));
        painter.drawEllipse(QRectF(4 * unit, 4.5 * unit, 4 * unit, 4 * unit));
        painter.setBrush(QColor(245, 245, 240));
        painter.drawEllipse(QRectF(8 * unit, 4.5 * unit, 4 * unit, 4 * unit));
        painter.drawLine(QPointF(8 * unit, 11 * unit), QPointF(5 * unit, 15 * unit));
        painter.drawLine(QPointF(8 * unit, 11 * unit), QPointF(11 * unit, 15 * unit));
    });
}

} // namespace

TeachingController::TeachingController(TeachingHost& host, const TeachingParts& parts)
    : QObject(&parts.window), m_host(host), m_parts(parts)
{
}

void TeachingController::install()
{
    // Each text once: m_texts sets it now and again on a language change (retranslate).
    const auto bound = [this](const QIcon& icon, const char* text, const char* statusTip) {
        return m_texts.bind(new QAction(icon, QString(), this), text, statusTip);
    };
    m_newPositionAction = bound(QIcon::fromTheme(QStringLiteral("document-new")), QT_TR_NOOP("&New Position\u2026"),
                                QT_TR_NOOP("Set up a position of your own on a blank board"));
    m_newPositionAction->setShortcut(QKeySequence::New);
    connect(m_newPositionAction, &QAction::triggered, this, &TeachingController::newPositionDialog);

    m_browseLessonsAction = bound(QIcon(), QT_TR_NOOP("&Browse Lessons\u2026"),
                                  QT_TR_NOOP("Open one of the built-in lessons on seki and its scoring"));
    m_browseLessonsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(m_browseLessonsAction, &QAction::triggered, this, &TeachingController::browseLessons);

    m_exportHandoutAction = bound(QIcon(), QT_TR_NOOP("Export &Handout (PDF)\u2026"),
                                  QT_TR_NOOP("Save a handout of the lesson or game as a PDF, several diagrams a page"));
    connect(m_exportHandoutAction, &QAction::triggered, this, &TeachingController::exportHandout);

    m_presentationAction = bound(QIcon::fromTheme(QStringLiteral("view-presentation"), presentationIcon()),
                                 QT_TR_NOOP("&Presentation Mode"),
                                 QT_TR_NOOP("Show the walk-through full screen for a class (Escape leaves)"));
    m_presentationAction->setCheckable(true);
    m_presentationAction->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_presentationAction, &QAction::toggled, this, &TeachingController::setPresentationMode);
    m_parts.window.addAction(m_presentationAction);

    m_editor = new BoardEditor(m_parts.window, m_parts.board, m_parts.undoStack);
    connect(m_editor, &BoardEditor::documentNeeded, this, [this] { newPosition(QSize(19, 19)); });
    // The editor's rules are the window's one choice (RulesSelector): the board, the Score dock
    // and the walk-through follow it.
    connect(m_editor, &BoardEditor::rulesChosen, this, [this](Rules rules) { m_host.setBoardRules(rules); });
    connect(m_editor, &BoardEditor::activeChanged, this, [this](bool active) {
        if (active) {
            stopExercise();
            // The editor works on the final position, in place of the walk-through.
            m_parts.review.setActive(false);
            if (m_host.teachingDocument() && m_host.teachingDocument()->reviewedTree())
                m_parts.navigator.goToNode(m_host.teachingDocument()->reviewedTree()->lastMainLineNode());
        }
        m_host.followCountedNode();
        m_host.refresh();
        m_host.updateActions();
    });
    connect(m_editor, &BoardEditor::lessonChanged, this, [this] { m_host.refresh(); });
    connect(&m_parts.review, &ScoringReview::activeChanged, this, [this](bool active) {
        if (active) {
            m_editor->setActive(false);
            stopExercise(); // the walk-through would count the answer
        }
    });

    m_exercisesAction = bound(QIcon(), QT_TR_NOOP("&Exercises\u2026"),
                              QT_TR_NOOP("Seki or not, count it, your move: exercises the scorer checks"));
    m_exercisesAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    connect(m_exercisesAction, &QAction::triggered, this, &TeachingController::showExercises);
    m_exercise = new ExerciseSession(this);
    m_exercisePanel = new ExercisePanel(*m_exercise);
    m_exerciseDock = new QDockWidget(&m_parts.window);
    m_exerciseDock->setObjectName(QStringLiteral("exerciseDock"));
    m_texts.bindTitle(m_exerciseDock, QT_TR_NOOP("Exercise"));
    m_exerciseDock->setWidget(m_exercisePanel);
    m_parts.window.addDockWidget(Qt::RightDockWidgetArea, m_exerciseDock);
    m_exerciseDock->hide();
    m_exerciseDock->toggleViewAction()->setVisible(false);
    connect(m_exercise, &ExerciseSession::changed, this, [this] { m_host.refresh(); });
    connect(m_exercise, &ExerciseSession::solved, this, [this] {
        if (m_exerciseIndex < 0 || m_exerciseIndex >= m_exerciseSet.size())
            return;
        const QString key = m_exerciseSet[m_exerciseIndex].key();
        if (!m_solvedExercises.contains(key)) {
            m_solvedExercises.append(key);
            AppSettings::setSolvedExercises(m_solvedExercises);
        }
        updateExerciseProgress();
    });
    connect(m_exercisePanel, &ExercisePanel::previousRequested, this, [this] { openExercise(m_exerciseIndex - 1); });
    connect(m_exercisePanel, &ExercisePanel::nextRequested, this, [this] { openExercise(m_exerciseIndex + 1); });
    m_solvedExercises = AppSettings::solvedExercises();

    m_toolsMenu = m_texts.bind(new QMenu(&m_parts.window), QT_TR_NOOP("Editor &Tools"));
    for (int t = 0; t < BoardEditor::ToolCount; ++t)
        m_toolsMenu->addAction(m_editor->toolAction(BoardEditor::Tool(t)));
    connect(m_editor, &BoardEditor::activeChanged, m_toolsMenu, &QMenu::setEnabled);
    m_toolsMenu->setEnabled(false);

    QMenu* lessons = m_texts.bind(new QMenu(&m_parts.window), QT_TR_NOOP("&Lessons"));
    m_lessonsMenu = lessons;
    lessons->addAction(m_browseLessonsAction);
    lessons->addAction(m_exercisesAction);
    lessons->addSeparator();
    const QList<Lesson> library = LessonLibrary::load();
    for (const Lesson& lesson : library) {
        QAction* action = lessons->addAction(lesson.title);
        action->setStatusTip(lesson.comment.left(160));
        action->setData(lesson.path); // refreshLessonTexts finds the lesson again by it
        const QString path = lesson.path;
        connect(action, &QAction::triggered, this, [this, path] { openLesson(path); });
    }
}

void TeachingController::retranslate()
{
    m_texts.retranslate();
    refreshLessonTexts();
}

void TeachingController::updateActions(bool walk)
{
    if (m_exportHandoutAction)
        m_exportHandoutAction->setEnabled(walk);
}

void TeachingController::documentChanged()
{
    m_lessonTitle.clear();
    m_lessonComment.clear();
    m_lessonNodes.clear();
    if (m_presentation) {
        m_presentation->setLessonText(QString());
        m_presentation->setLessonSlides({});
    }
    GameDocument* document = m_host.teachingDocument();
    m_editor->setDocument(document);
    if (m_openingExercise)
        return;
    stopExercise();
    // A lesson opened as a file (File › Open, the command line, a dropped file) is a lesson
    // everywhere: its title and texts in the Comments dock, the presentation and the handout.
    const SgfGameTree* tree = document ? document->reviewedTree() : nullptr;
    if (tree && !document->path().isEmpty() && LessonLibrary::isLessonShaped(*tree))
        if (const std::optional<Lesson> lesson = LessonLibrary::opened(document->path())) {
            m_lessonTitle = lesson->title;
            m_lessonComment = lesson->comment;
            m_lessonNodes = lesson->nodes;
            showLessonTexts();
        }
}

bool TeachingController::offerKeptPositions(RecoveryKeeper& recovery, UserPrompts& prompts)
{
    for (RecoveryKeeper::KeptPosition& kept : recovery.keptPositions()) {
        FileError error;
        std::unique_ptr<GameDocument> document
            = GameDocument::fromText(kept.sgf, QString(), GameDocument::Format::Sgf, error);
        if (!document) {
            // Not a position SekiScope can read back (a damaged file): never offered again.
            recovery.dropPosition(kept);
            continue;
        }
        const Board& board = document->position().board;
        const QString description = tr("%1\u00d7%2 board").arg(board.width()).arg(board.height());
        switch (prompts.askRestorePosition(&m_parts.window, description, kept.savedAt)) {
        case UserPrompts::RecoveryChoice::Restore:
            if (!m_host.maybeSave())
                return false;
            m_host.setDocument(std::move(document));
            recovery.adoptPosition(std::move(kept));
            // Unsaved until the user saves it: closing asks, and the copy stays kept meanwhile.
            m_parts.undoStack.resetClean();
            m_editor->setActive(true);
            m_parts.window.statusBar()->showMessage(tr("Restored the unsaved position; save it to keep it"), 8000);
            return true;
        case UserPrompts::RecoveryChoice::Discard:
            recovery.dropPosition(kept);
            break;
        case UserPrompts::RecoveryChoice::Keep:
            break;
        }
    }
    return false;
}

void TeachingController::newPositionDialog()
{
    BoardSizeDialog dialog(QSize(19, 19), &m_parts.window);
    dialog.setWindowTitle(tr("New Position"));
    if (dialog.exec() == QDialog::Accepted)
        newPosition(dialog.boardSize());
}

bool TeachingController::newPosition(QSize size)
{
    if (!m_host.maybeSave())
        return false;
    Position position;
    position.board = Board(std::clamp(size.width(), 1, Board::MaxSide), std::clamp(size.height(), 1, Board::MaxSide));
    position.rules = m_host.boardRules();
    position.komi = defaultKomi(position.rules);
    m_host.setDocument(GameDocument::fromPosition(position));
    m_editor->setActive(true);
    return true;
}

bool TeachingController::openLesson(const QString& path)
{
    const std::optional<Lesson> lesson = LessonLibrary::find(path);
    // A lesson that poses exercises is answered, not read: its first exercise, in the set.
    if (lesson && !lesson->exercises.isEmpty()) {
        loadExerciseSet();
        for (qsizetype k = 0; k < m_exerciseSet.size(); ++k)
            if (m_exerciseSet[k].path == path && m_exerciseSet[k].node == lesson->exercises.front())
                return openExercise(int(k));
    }
    if (!m_host.openFile(path))
        return false;
    if (lesson) {
        m_lessonTitle = lesson->title;
        m_lessonComment = lesson->comment;
        m_lessonNodes = lesson->nodes;
        m_parts.window.setWindowTitle(tr("%1 \u2014 SekiScope").arg(lesson->title));
    }
    showLessonTexts();
    const Rules rules = m_host.teachingDocument()->position().rules;
    m_host.setBoardRules(rules);
    m_parts.review.setRules(rules);
    const SgfGameTree* tree = m_host.teachingDocument()->reviewedTree();
    if (tree && tree->nodeCount() > 1) {
        // A lesson that plays out moves: at its first node, to step through its lines.
        m_parts.review.setActive(false);
        m_parts.navigator.goToNode(SgfGameTree::Root);
        m_host.updateActions();
        return true;
    }
    // A lesson is about how its position is scored: straight into the walk-through, at the
    // start of stage 1, under the rules the lesson is written for.
    m_parts.review.setActive(true);
    m_parts.review.controller().goToStart();
    m_host.updateActions();
    return true;
}

void TeachingController::refreshLessonTexts()
{
    if (!m_lessonsMenu)
        return;
    const QList<Lesson> library = LessonLibrary::load();
    const auto lessonAt = [&library](const QString& path) -> const Lesson* {
        for (const Lesson& lesson : library)
            if (lesson.path == path)
                return &lesson;
        return nullptr;
    };
    const QList<QAction*> actions = m_lessonsMenu->actions();
    for (QAction* action : actions)
        if (const Lesson* lesson = lessonAt(action->data().toString())) {
            action->setText(lesson->title);
            action->setStatusTip(lesson->comment.left(160));
        }
    // The open exercise, read again from its lesson: its name, question and answers' words.
    if (exerciseActive() && m_exerciseIndex >= 0 && m_exerciseIndex < m_exerciseSet.size()) {
        if (const std::optional<Lesson> lesson = LessonLibrary::opened(m_exerciseSet[m_exerciseIndex].path)) {
            m_exercise->setTexts(showExerciseTexts(*lesson));
            updateExerciseProgress();
        }
        return;
    }
    // The open lesson, read again by its path (still the bundled one unless saved elsewhere).
    const GameDocument* document = m_host.teachingDocument();
    const std::optional<Lesson> open
        = m_lessonTitle.isEmpty() || !document ? std::nullopt : LessonLibrary::opened(document->path());
    if (!open)
        return;
    m_lessonTitle = open->title;
    m_lessonComment = open->comment;
    m_lessonNodes = open->nodes;
    m_parts.window.setWindowTitle(tr("%1 \u2014 SekiScope").arg(m_lessonTitle));
    showLessonTexts();
}

void TeachingController::showLessonTexts()
{
    QHash<int, QString> texts;
    if (!m_lessonTitle.isEmpty()) {
        texts.insert(SgfGameTree::Root, m_lessonComment);
        for (const LessonNodeText& node : m_lessonNodes)
            texts.insert(node.node, node.text);
    }
    m_parts.navigator.setCommentTexts(texts);
    if (m_presentation) {
        const int slide = m_presentation->lessonSlide();
        const bool onWalk = m_presentation->isVisible() && slide < 0;
        m_presentation->setTitle(teachingTitle());
        m_presentation->setLessonText(m_lessonComment);
        m_presentation->setLessonSlides(lessonSlides());
        // A language switch keeps the class where it was.
        m_presentation->showLessonSlide(onWalk ? -1 : std::max(slide, 0));
    }
}

QHash<int, QString> TeachingController::showExerciseTexts(const Lesson& lesson)
{
    // The lesson's texts in the window's language: the question, and the words on the answers.
    QHash<int, QString> texts;
    texts.insert(SgfGameTree::Root, lesson.comment);
    for (const LessonNodeText& node : lesson.nodes)
        texts.insert(node.node, node.text);
    m_lessonTitle = lesson.title;
    m_lessonComment = m_exerciseLine.empty() ? QString() : texts.value(m_exerciseLine.back().first);
    m_parts.window.setWindowTitle(tr("%1 \u2014 SekiScope").arg(lesson.title));
    // The moves down to the question keep their texts in the window's language too (the
    // Comments dock shows the question's own node, whose comment the file has in English).
    m_lessonNodes.clear();
    for (size_t k = 1; k < m_exerciseLine.size(); ++k)
        if (const auto text = texts.constFind(m_exerciseLine[k].first); text != texts.constEnd())
            m_lessonNodes.append(LessonNodeText{m_exerciseLine[k].second, QString(), *text});
    showLessonTexts();
    return texts;
}

QList<LessonSlide> TeachingController::lessonSlides() const
{
    QList<LessonSlide> slides;
    const GameDocument* document = m_host.teachingDocument();
    const SgfGameTree* tree = document ? document->reviewedTree() : nullptr;
    if (m_lessonTitle.isEmpty() || !tree || tree->nodeCount() < 2)
        return slides;
    const int width = document->position().board.width();
    const int height = document->position().board.height();
    // The tree's order: a node, then its main continuation, then each variation after it.
    std::vector<int> order = tree->nodesInReadingOrder();
    QHash<int, LessonNodeText> texts;
    for (const LessonNodeText& node : m_lessonNodes)
        texts.insert(node.node, node);
    // A node with nothing to show (no move, text, name or mark: the lesson editor's node that
    // keeps the position set up on the main line) gets no slide.
    const auto shown = [&](int node) {
        const SgfNode& n = tree->node(node);
        if (node == SgfGameTree::Root || n.has("B") || n.has("W") || texts.contains(node))
            return true;
        for (const char* identifier : {"TR", "SQ", "CR", "MA", "LB"})
            if (n.has(identifier))
                return true;
        return false;
    };
    order.erase(std::remove_if(order.begin(), order.end(), [&](int node) { return !shown(node); }), order.end());
    QHash<int, int> slideOf;
    for (size_t k = 0; k < order.size(); ++k)
        slideOf.insert(order[k], int(k));
    TreeCursor cursor(*tree, width, height);
    const auto moveName = [&cursor, height](int node) {
        const TreeCursor::Branch move = cursor.moveOf(node);
        if (move.color == Color::Empty)
            return QString();
        const QString player = move.color == Color::Black ? tr("Black") : tr("White");
        if (move.point)
            return tr("%1 plays %2").arg(player, QString::fromStdString(toGtp(*move.point, height)));
        // A move the record holds that names no point of the board is not a pass.
        return move.pass ? tr("%1 passes").arg(player) : tr("%1 plays off the board (not played)").arg(player);
    };
    const auto nameOf = [&](int node) {
        const QString name = texts.value(node).name;
        return name.isEmpty() ? moveName(node) : name;
    };
    for (const int node : order) {
        LessonSlide slide;
        cursor.goTo(node);
        slide.scene.board = cursor.state().board;
        slide.scene.lastMove = cursor.state().movePoint;
        std::optional<Color> toPlay;
        try {
            NodeMarkup markup = readMarkup(tree->node(node), width, height);
            slide.scene.shapes = std::move(markup.shapes);
            slide.scene.labels = std::move(markup.labels);
            toPlay = markup.toPlay;
        } catch (const ParseError&) {
            // The window's board says why the marks are missing; the slide shows the stones.
        }
        if (node == SgfGameTree::Root) {
            slide.heading = toPlay == Color::Black   ? tr("Black to play")
                            : toPlay == Color::White ? tr("White to play")
                                                     : tr("The position");
            slide.text = m_lessonComment;
        } else {
            slide.heading = nameOf(node);
            slide.text = texts.value(node).text;
            // What the node could not apply as the lesson wrote it (a move the rules refuse, a
            // point off the board), as the window's move label says it: the class sees why.
            if (const QString problems = RecordNavigator::problemsText(cursor.state().problems); !problems.isEmpty())
                slide.text = slide.text.isEmpty() ? problems : slide.text + QLatin1Char('\n') + problems;
        }
        std::vector<int> children;
        for (const int child : tree->node(node).children())
            if (slideOf.contains(child))
                children.push_back(child);
        if (children.size() > 1)
            for (const int child : children) {
                slide.choices.append(slideOf.value(child));
                slide.choiceNames.append(nameOf(child));
            }
        slides.append(slide);
    }
    return slides;
}

void TeachingController::browseLessons()
{
    LessonBrowser browser(LessonLibrary::loadAll(), &m_parts.window);
    if (m_host.teachingDocument())
        browser.selectLesson(m_host.teachingDocument()->path());
    connect(&browser, &LessonBrowser::lessonChosen, this, &TeachingController::openLesson);
    connect(&browser, &LessonBrowser::problemSheetRequested, this, &TeachingController::printProblemSheet);
    browser.exec();
}

std::unique_ptr<HandoutWriter> TeachingController::problemSheet(const QString& shelf) const
{
    QList<LessonSource> lessons;
    for (const Lesson& lesson : LessonLibrary::loadAll())
        if (LessonBrowser::onShelf(lesson, shelf) && !lesson.exercises.isEmpty())
            if (std::optional<LessonSource> source = LessonHandout::read(lesson.path))
                lessons.append(std::move(*source));
    if (lessons.isEmpty())
        return nullptr;
    return std::make_unique<HandoutWriter>(tr("Problems: %1").arg(LessonBrowser::shelfTitle(shelf)), lessons,
                                           HandoutDialog::storedOptions());
}

void TeachingController::printProblemSheet(const QString& shelf)
{
    const std::unique_ptr<HandoutWriter> sheet = problemSheet(shelf);
    QWidget* parent = QApplication::activeModalWidget() ? QApplication::activeModalWidget() : &m_parts.window;
    if (!sheet) {
        m_parts.window.statusBar()->showMessage(tr("This shelf poses no exercises."), 6000);
        return;
    }
    // The handout's paper (A4, or Letter where the locale prints on it) and margins.
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(tr("Problems: %1").arg(LessonBrowser::shelfTitle(shelf)));
    printer.setPageLayout(HandoutWriter::pageLayout());
    QPrintPreviewDialog preview(&printer, parent);
    preview.setObjectName(QStringLiteral("problemSheetPreview"));
    preview.setWindowTitle(tr("Problems of This Shelf"));
    connect(&preview, &QPrintPreviewDialog::paintRequested, this, [&sheet](QPrinter* target) {
        target->setPageLayout(HandoutWriter::withLeastMargins(target->pageLayout()));
        QPainter painter(target);
        sheet->paint(painter, *target);
    });
    preview.resize(900, 1000);
    preview.exec();
}

QString TeachingController::teachingTitle() const
{
    if (!m_lessonTitle.isEmpty())
        return m_lessonTitle;
    const GameDocument* document = m_host.teachingDocument();
    if (!document)
        return tr("SekiScope");
    if (!document->caseName().isEmpty())
        return document->caseName();
    const GameInfo& info = document->info();
    if (!info.playerBlack.empty() || !info.playerWhite.empty())
        return tr("%1 (Black) \u2013 %2 (White)")
            .arg(QString::fromStdString(info.playerBlack), QString::fromStdString(info.playerWhite));
    return QFileInfo(m_host.displayName()).completeBaseName();
}

QString TeachingController::teachingIntroduction() const
{
    if (!m_lessonComment.isEmpty())
        return m_lessonComment;
    return m_host.teachingDocument() ? m_host.teachingDocument()->caseNote() : QString();
}

HandoutOptions TeachingController::withRecordedResult(HandoutOptions options) const
{
    const GameDocument* document = m_host.teachingDocument();
    options.recordedResult = document ? RecordedResultText::uncounted(document->info().result) : QString();
    return options;
}

HandoutOptions TeachingController::handoutOptions() const
{
    return withRecordedResult(HandoutDialog::storedOptions());
}

std::shared_ptr<const LessonSource> TeachingController::handoutLesson() const
{
    QString path;
    const GameDocument* document = m_host.teachingDocument();
    if (exerciseActive() && m_exerciseIndex >= 0 && m_exerciseIndex < m_exerciseSet.size())
        path = m_exerciseSet[m_exerciseIndex].path; // the document is the question alone
    else if (!m_lessonTitle.isEmpty() && document && !document->path().isEmpty())
        path = document->path();
    if (path.isEmpty())
        return nullptr;
    std::optional<LessonSource> lesson = LessonHandout::read(path);
    return lesson ? std::make_shared<const LessonSource>(std::move(*lesson)) : nullptr;
}

bool TeachingController::writeHandout(const QString& path, QString& error) const
{
    const ScoringReview* review = (&m_parts.review);
    if (!m_host.teachingDocument() || !review->controller().hasWalk()) {
        error = tr("Nothing to make a handout of: open a lesson or a game.");
        return false;
    }
    const HandoutWriter writer(review->controller().sharedWalk(), teachingTitle(), teachingIntroduction(),
                               handoutOptions(), handoutLesson());
    return writer.writePdf(path, error);
}

void TeachingController::exportHandout()
{
    if (!m_host.teachingDocument() || !m_parts.review.controller().hasWalk())
        return;
    const std::shared_ptr<const LessonSource> lesson = handoutLesson();
    HandoutDialog dialog(m_parts.review.controller().sharedWalk(), teachingTitle(), teachingIntroduction(),
                         &m_parts.window, lesson);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString base = m_host.teachingDocument()->path().isEmpty()
                             ? tr("position")
                             : QFileInfo(m_host.teachingDocument()->path()).completeBaseName();
    QString path = QFileDialog::getSaveFileName(
        &m_parts.window, tr("Export Handout"),
        QDir(m_host.lastFolder()).filePath(base + tr("-handout") + QStringLiteral(".pdf")), tr("PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    const HandoutWriter writer(m_parts.review.controller().sharedWalk(), dialog.title(), teachingIntroduction(),
                               withRecordedResult(dialog.options()), lesson);
    QString error;
    if (!writer.writePdf(path, error)) {
        m_host.reportError({path, 0, 0, error});
        return;
    }
    m_parts.window.statusBar()->showMessage(
        tr("Exported %1 (%2 pages)").arg(QFileInfo(path).fileName()).arg(writer.pageCount()), 4000);
}

void TeachingController::setPresentationMode(bool on)
{
    if (!on) {
        if (m_presentation && m_presentation->isVisible()) {
            m_presentation->hide();
            m_parts.window.activateWindow();
            m_parts.board.setFocus();
        }
        const QSignalBlocker blocker(m_presentationAction);
        m_presentationAction->setChecked(false);
        return;
    }
    if (!m_presentation) {
        m_presentation = new PresentationWindow(m_parts.review.controller(), &m_parts.window);
        connect(m_presentation, &PresentationWindow::leaveRequested, this, [this] { setPresentationMode(false); });
        connect(m_presentation, &PresentationWindow::nextExerciseRequested, this,
                [this] { openExercise(m_exerciseIndex + 1); });
        connect(m_presentation, &PresentationWindow::previousExerciseRequested, this,
                [this] { openExercise(m_exerciseIndex - 1); });
        connect(m_presentation, &PresentationWindow::walkDetailToggleRequested, this,
                [this] { m_parts.review.oneStepPerStageBox()->toggle(); });
    }
    // The class follows the scorer's reasoning: the walk-through comes on with the presentation.
    m_editor->setActive(false);
    if (m_host.teachingDocument() && !exerciseActive())
        m_parts.review.setActive(true);
    m_presentation->setTitle(m_host.teachingDocument() ? teachingTitle() : QString());
    m_presentation->setLessonText(m_host.teachingDocument() ? m_lessonComment : QString());
    m_presentation->setRecordedResult(withRecordedResult({}).recordedResult);
    // A lesson with moves starts at its first node; the walk-through follows its last. Back in
    // presentation with the same lesson, the class is where it left off.
    if (m_presentation->lessonSlideCount() == 0)
        m_presentation->setLessonSlides(lessonSlides());
    // The class sees the step, not the teacher's leftovers: no inspected region, picked eye
    // space or outlined block.
    m_parts.review.controller().selectPoint(std::nullopt);
    emit presentationStarting();
    BoardScene fallback = m_parts.board.scene();
    fallback.highlighted.reset();
    fallback.cursor.reset();
    m_presentation->setFallbackScene(fallback);
    m_presentation->setBlanked(false);
    updateExerciseProgress();
    // With a second screen (a projector beside the laptop), present there and keep this window
    // on the teacher's screen.
    QScreen* screen = m_parts.window.screen();
    for (QScreen* candidate : QGuiApplication::screens())
        if (candidate != screen) {
            screen = candidate;
            break;
        }
    if (screen) {
        m_presentation->setScreen(screen);
        m_presentation->setGeometry(screen->geometry());
    }
    m_presentation->showFullScreen();
    m_presentation->raise();
    m_presentation->activateWindow();
    m_presentation->setFocus();
    const QSignalBlocker blocker(m_presentationAction);
    m_presentationAction->setChecked(true);
}

// --- Exercises

bool TeachingController::exerciseActive() const
{
    return m_exercise && m_exercise->isActive();
}

int TeachingController::solvedExerciseCount() const
{
    int solved = 0;
    for (const ExerciseEntry& entry : m_exerciseSet)
        solved += m_solvedExercises.contains(entry.key()) ? 1 : 0;
    return solved;
}

void TeachingController::loadExerciseSet()
{
    m_exerciseSet.clear();
    for (const Lesson& lesson : LessonLibrary::loadAll())
        for (const int node : lesson.exercises)
            m_exerciseSet.append({lesson.path, node});
}

void TeachingController::updateExerciseProgress()
{
    if (!m_exercisePanel)
        return;
    m_exercisePanel->setProgress(m_lessonTitle, m_exerciseIndex, exerciseCount(), solvedExerciseCount());
    if (m_presentation) {
        m_presentation->setTitle(m_lessonTitle);
        m_presentation->setExercise(exerciseActive() ? m_exercise : nullptr, m_exercisePanel->progressText());
    }
}

void TeachingController::showExercises()
{
    loadExerciseSet();
    if (m_exerciseSet.isEmpty()) {
        m_parts.window.statusBar()->showMessage(tr("There are no exercises in the lessons."), 6000);
        return;
    }
    int first = 0;
    while (first < m_exerciseSet.size() && m_solvedExercises.contains(m_exerciseSet[first].key()))
        ++first;
    openExercise(first < m_exerciseSet.size() ? first : 0);
}

bool TeachingController::openExercise(int index)
{
    if (m_exerciseSet.isEmpty())
        loadExerciseSet();
    if (index < 0 || index >= m_exerciseSet.size())
        return false;
    const ExerciseEntry entry = m_exerciseSet[index];
    const std::optional<Lesson> lesson = LessonLibrary::opened(entry.path);
    QFile file(entry.path);
    if (!lesson || !file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray bytes = file.readAll();
    SgfGameTree tree;
    try {
        SgfCollection collection = parseSgf(std::string_view(bytes.constData(), size_t(bytes.size())));
        if (collection.games.empty())
            return false;
        tree = std::move(collection.games.front());
    } catch (const std::exception&) {
        return false;
    }
    if (entry.node >= tree.nodeCount())
        return false;
    // The document is the exercise's position alone: the line down to it, without the answers
    // (the game tree and the Comments dock would give them away) and without the key.
    std::vector<int> path;
    for (int n = entry.node; n != SgfNode::NoNode; n = tree.node(n).parent())
        path.push_back(n);
    std::reverse(path.begin(), path.end());
    SgfGameTree question;
    int at = SgfGameTree::Root;
    std::vector<int> questionNodes; // the question's node for each node of `path`
    for (size_t k = 0; k < path.size(); ++k) {
        if (k > 0)
            at = question.addChild(at);
        questionNodes.push_back(at);
        for (const SgfProperty& property : tree.node(path[k]).properties())
            question.node(at).append(property);
        writeExerciseKey(question.node(at), std::nullopt);
        for (const char* identifier : {"TE", "BM", "TB", "TW"})
            question.node(at).remove(identifier);
    }
    // Its name in the window's language, as the Game panel shows it (the file's GN is English).
    question.node(SgfGameTree::Root).setText("GN", lesson->title.toStdString());
    FileError error;
    std::unique_ptr<GameDocument> document
        = GameDocument::fromText(QByteArray::fromStdString(writeSgf(question)), QString(), GameDocument::Format::Sgf, error);
    if (!document)
        return false;
    if (!m_host.maybeSave())
        return false;
    const double komi = document->position().komi;
    const Rules rules = document->position().rules;
    m_openingExercise = true;
    m_host.setDocument(std::move(document));
    m_openingExercise = false;
    m_exerciseLine.clear();
    for (size_t k = 0; k < path.size(); ++k)
        m_exerciseLine.emplace_back(path[k], questionNodes[k]);
    if (GameDocument* opened = m_host.teachingDocument())
        opened->setLessonPath(entry.path);
    const QHash<int, QString> texts = showExerciseTexts(*lesson);
    m_parts.review.setActive(false);
    m_editor->setActive(false);
    QString problem;
    if (!m_exercise->start(tree, entry.node, komi, rules, texts, &problem)) {
        m_host.reportError({entry.path, 0, 0, problem});
        return false;
    }
    m_exerciseIndex = index;
    updateExerciseProgress();
    // The exercise takes the Comments dock's place (its text is the question, shown here too):
    // a tab beside it, in front, unless the user has put the dock somewhere of their own.
    auto* comments = m_parts.window.findChild<QDockWidget*>(QStringLiteral("commentsDock"));
    if (comments && !m_exerciseDock->isFloating() && m_parts.window.tabifiedDockWidgets(m_exerciseDock).isEmpty()
        && !comments->isFloating() && comments->isVisible())
        m_parts.window.tabifyDockWidget(comments, m_exerciseDock);
    m_exerciseDock->show();
    m_exerciseDock->raise();
    m_host.refresh();
    m_host.updateActions();
    m_parts.board.setFocus();
    return true;
}

void TeachingController::stopExercise()
{
    if (!m_exercise || !m_exercise->isActive())
        return;
    m_exercise->stop();
    m_exerciseDock->hide();
    if (m_presentation)
        m_presentation->setExercise(nullptr);
    m_host.updateActions();
}

void TeachingController::decorateExercise(BoardScene& scene) const
{
    if (exerciseActive())
        m_exercise->decorate(scene);
}

} // namespace seki::ui
