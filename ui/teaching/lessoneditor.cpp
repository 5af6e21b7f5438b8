#include "teaching/lessoneditor.h"

#include "board/boardscene.h"
#include "common/pointnames.h"
#include "document/gamedocument.h"
#include "teaching/lessondraftcommand.h"
#include "teaching/lessonlibrary.h"

#include "exercise/exercisecheck.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QUndoStack>
#include <QVBoxLayout>

namespace seki::ui {

LessonEditor::LessonEditor(QMainWindow& window, QUndoStack& undoStack)
    : QObject(&window), m_window(window), m_undoStack(undoStack)
{
    createDock();
    retranslate();
}

void LessonEditor::createDock()
{
    m_dock = new QDockWidget(&m_window);
    m_dock->setObjectName(QStringLiteral("lessonEditorDock"));
    auto* panel = new QWidget(m_dock);
    m_titleLabel = new QLabel(panel);
    m_titleEdit = new QLineEdit(panel);
    m_titleLabel->setBuddy(m_titleEdit);
    m_nodeLabel = new QLabel(panel);
    m_nodeLabel->setWordWrap(true);
    m_textLabel = new QLabel(panel);
    m_textEdit = new QPlainTextEdit(panel);
    m_textLabel->setBuddy(m_textEdit);
    m_toPlayLabel = new QLabel(panel);
    m_toPlayBox = new QComboBox(panel);
    m_toPlayBox->addItem(QString());
    m_toPlayBox->addItem(QString(), int(Color::Black));
    m_toPlayBox->addItem(QString(), int(Color::White));
    m_toPlayLabel->setBuddy(m_toPlayBox);
    m_exerciseLabel = new QLabel(panel);
    m_exerciseBox = new QComboBox(panel);
    m_exerciseBox->addItem(QString(), -1);
    m_exerciseBox->addItem(QString(), int(ExerciseKind::SekiOrNot));
    m_exerciseBox->addItem(QString(), int(ExerciseKind::CountIt));
    m_exerciseBox->addItem(QString(), int(ExerciseKind::YourMove));
    m_exerciseLabel->setBuddy(m_exerciseBox);
    m_answerLabel = new QLabel(panel);
    m_answerBox = new QComboBox(panel);
    m_answerBox->addItem(QString(), int(LessonDraft::Answer::None));
    m_answerBox->addItem(QString(), int(LessonDraft::Answer::Right));
    m_answerBox->addItem(QString(), int(LessonDraft::Answer::Wrong));
    m_answerLabel->setBuddy(m_answerBox);
    m_reasonLabel = new QLabel(panel);
    m_reasonEdit = new QLineEdit(panel);
    m_reasonLabel->setBuddy(m_reasonEdit);
    m_exerciseInfo = new QLabel(panel);
    m_exerciseInfo->setWordWrap(true);
    m_backButton = new QPushButton(panel);
    m_startButton = new QPushButton(panel);
    m_saveAction = new QAction(QIcon::fromTheme(QStringLiteral("document-save-as")), QString(), this);
    m_saveButton = new QPushButton(panel);

    auto* form = new QFormLayout;
    form->addRow(m_titleLabel, m_titleEdit);
    form->addRow(m_toPlayLabel, m_toPlayBox);
    form->addRow(m_exerciseLabel, m_exerciseBox);
    form->addRow(m_reasonLabel, m_reasonEdit);
    form->addRow(m_answerLabel, m_answerBox);
    auto* moves = new QHBoxLayout;
    moves->addWidget(m_startButton);
    moves->addWidget(m_backButton);
    moves->addStretch(1);
    auto* layout = new QVBoxLayout(panel);
    layout->addLayout(form);
    layout->addWidget(m_nodeLabel);
    layout->addWidget(m_exerciseInfo);
    layout->addLayout(moves);
    layout->addWidget(m_textLabel);
    layout->addWidget(m_textEdit, 1);
    layout->addWidget(m_saveButton);
    m_dock->setWidget(panel);
    m_window.addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->hide();
    m_dock->toggleViewAction()->setVisible(false);

    connect(m_titleEdit, &QLineEdit::textEdited, this, [this](const QString& title) { m_draft.setTitle(title); });
    connect(m_textEdit, &QPlainTextEdit::textChanged, this, [this] {
        if (m_textEdit->toPlainText() != m_draft.text())
            m_draft.setText(m_textEdit->toPlainText());
    });
    connect(m_toPlayBox, &QComboBox::currentIndexChanged, this, [this](int index) {
        const QVariant data = m_toPlayBox->itemData(index);
        m_draft.setToPlay(data.isValid() ? std::optional<Color>(Color(data.toInt())) : std::nullopt);
        syncDock();
    });
    connect(m_exerciseBox, &QComboBox::activated, this,
            [this](int index) { chooseExercise(m_exerciseBox->itemData(index).toInt()); });
    connect(m_answerBox, &QComboBox::activated, this, [this](int index) {
        const LessonDraft before = m_draft;
        m_draft.setAnswer(LessonDraft::Answer(m_answerBox->itemData(index).toInt()));
        pushDraftChange(before, QT_TR_NOOP("Mark the answer"));
    });
    connect(m_reasonEdit, &QLineEdit::editingFinished, this, [this] {
        std::optional<ExerciseKey> key = m_draft.exercise();
        if (!key || QString::fromStdString(key->wrongMoveReason) == m_reasonEdit->text().trimmed())
            return;
        const LessonDraft before = m_draft;
        key->wrongMoveReason = m_reasonEdit->text().trimmed().toStdString();
        m_draft.setExercise(key);
        pushDraftChange(before, QT_TR_NOOP("Say why other moves are wrong"));
    });
    connect(m_backButton, &QPushButton::clicked, this, [this] {
        if (m_draft.back()) {
            syncDock();
            emit changed();
        }
    });
    connect(m_startButton, &QPushButton::clicked, this, [this] { showNode(SgfGameTree::Root); });
    connect(m_saveAction, &QAction::triggered, this, [this] {
        QString error;
        if (save(&error).isEmpty())
            emit message(error, 8000);
    });
    connect(m_saveButton, &QPushButton::clicked, m_saveAction, &QAction::trigger);
}

void LessonEditor::retranslate()
{
    m_dock->setWindowTitle(tr("Lesson"));
    m_titleLabel->setText(tr("&Title:"));
    m_titleEdit->setPlaceholderText(tr("The lesson's name in the browser"));
    m_textLabel->setText(tr("Teacher's &text for this position:"));
    m_toPlayLabel->setText(tr("To &play:"));
    m_toPlayBox->setItemText(0, tr("Not said"));
    m_toPlayBox->setItemText(1, tr("Black"));
    m_toPlayBox->setItemText(2, tr("White"));
    m_exerciseLabel->setText(tr("E&xercise here:"));
    m_exerciseBox->setItemText(0, tr("None"));
    m_exerciseBox->setItemText(1, tr("Seki or not?"));
    m_exerciseBox->setItemText(2, tr("Count it"));
    m_exerciseBox->setItemText(3, tr("Your move"));
    m_exerciseBox->setToolTip(tr("Ask the student about this position; the text above is the question"));
    m_answerLabel->setText(tr("This &move is:"));
    m_answerBox->setItemText(0, tr("Not marked"));
    m_answerBox->setItemText(1, tr("A right answer"));
    m_answerBox->setItemText(2, tr("A wrong answer"));
    m_answerBox->setToolTip(tr("For the exercise one move before: play this move's refutation after it"));
    m_reasonLabel->setText(tr("Other moves &wrong:"));
    m_reasonEdit->setPlaceholderText(tr("Why a move the lesson does not have is wrong"));
    m_backButton->setText(tr("&Back"));
    m_backButton->setToolTip(tr("The position before this move"));
    m_startButton->setText(tr("&Start"));
    m_startButton->setToolTip(tr("The lesson's first position, the one set up"));
    m_saveAction->setText(tr("Save as &Lesson\u2026"));
    m_saveAction->setStatusTip(
        tr("Save the lesson to your lessons folder; the lesson browser shows it under My lessons"));
    m_saveButton->setText(tr("Save as Lesson"));
    m_saveButton->setToolTip(tr("Saved in %1").arg(QDir::toNativeSeparators(LessonLibrary::userFolder())));
    syncDock();
}

void LessonEditor::setDocument(GameDocument* document)
{
    m_document = document;
    if (m_document) {
        const Board& board = m_document->position().board;
        const SgfGameTree* tree = m_document->reviewedTree();
        if (!tree || tree->nodeCount() < 2 || !m_draft.adopt(*tree, board.width(), board.height()))
            m_draft.reset(board.width(), board.height());
    }
    syncDock();
}

void LessonEditor::followPosition()
{
    if (!m_document)
        return;
    const Board& board = m_document->position().board;
    if (board.width() == m_draft.width() && board.height() == m_draft.height())
        return;
    const QString title = m_draft.title();
    m_draft.reset(board.width(), board.height());
    m_draft.setTitle(title);
    syncDock();
}

void LessonEditor::setShown(bool shown)
{
    m_dock->setVisible(shown);
}

QString LessonEditor::pointName(Point point) const
{
    return ui::pointName(point, m_draft.height());
}

void LessonEditor::syncDock()
{
    if (m_titleEdit->text() != m_draft.title())
        m_titleEdit->setText(m_draft.title());
    if (m_textEdit->toPlainText() != m_draft.text()) {
        const QSignalBlocker blocker(m_textEdit);
        m_textEdit->setPlainText(m_draft.text());
    }
    {
        const QSignalBlocker blocker(m_toPlayBox);
        const std::optional<Color> toPlay = m_draft.markup().toPlay;
        m_toPlayBox->setCurrentIndex(toPlay ? m_toPlayBox->findData(int(*toPlay)) : 0);
    }
    QString where;
    if (m_draft.atRoot()) {
        where = tr("The first position (the stones set up).");
    } else {
        int depth = 0;
        for (int node = m_draft.current(); node != SgfGameTree::Root; node = m_draft.tree().node(node).parent())
            ++depth;
        const auto move = m_draft.moveAt(m_draft.current());
        const QString player = move && move->first == Color::Black ? tr("Black") : tr("White");
        where = move ? tr("Move %1: %2 %3").arg(depth).arg(player, pointName(move->second))
                     : tr("Position %1").arg(depth);
    }
    const size_t children = m_draft.tree().node(m_draft.current()).children().size();
    if (children > 1)
        where += QLatin1Char(' ') + tr("%n variation(s) follow.", nullptr, int(children));
    m_nodeLabel->setText(where);
    m_backButton->setEnabled(!m_draft.atRoot());
    m_startButton->setEnabled(!m_draft.atRoot());
    m_toPlayBox->setEnabled(m_draft.atRoot());
    const std::optional<ExerciseKey> key = m_draft.exercise();
    {
        const QSignalBlocker blocker(m_exerciseBox);
        m_exerciseBox->setCurrentIndex(key ? m_exerciseBox->findData(int(key->kind)) : 0);
    }
    const bool yourMove = key && key->kind == ExerciseKind::YourMove;
    m_reasonLabel->setVisible(yourMove);
    m_reasonEdit->setVisible(yourMove);
    if (yourMove && !m_reasonEdit->hasFocus())
        m_reasonEdit->setText(QString::fromStdString(key->wrongMoveReason));
    // A move can answer the exercise its parent poses.
    const bool move = !m_draft.atRoot() && m_draft.moveAt(m_draft.current()).has_value();
    m_answerLabel->setVisible(move);
    m_answerBox->setVisible(move);
    {
        const QSignalBlocker blocker(m_answerBox);
        m_answerBox->setCurrentIndex(m_answerBox->findData(int(m_draft.answer())));
    }
    QString info;
    if (key && key->kind == ExerciseKind::SekiOrNot) {
        int counts[3] = {0, 0, 0};
        for (const auto& [stone, status] : key->stones)
            ++counts[int(status)];
        info = tr("The key, as the scorer counts: %1 alive, %2 dead, %3 in seki. Mark stones of the groups to "
                  "ask about only those; the dead stones are those marked dead.")
                   .arg(counts[int(BlockStatus::Alive)])
                   .arg(counts[int(BlockStatus::Dead)])
                   .arg(counts[int(BlockStatus::Seki)]);
    } else if (key && key->kind == ExerciseKind::CountIt) {
        info = tr("The student counts this position with the stones marked dead; the scorer's count is the answer.");
    } else if (yourMove) {
        info = tr("Play the answers from here: mark each move right or wrong, and play the refutation after a "
                  "wrong one.");
    }
    m_exerciseInfo->setText(info);
    m_exerciseInfo->setVisible(!info.isEmpty());
    m_saveAction->setEnabled(m_document != nullptr);
    m_saveButton->setEnabled(m_document != nullptr);
}

void LessonEditor::showNode(int node)
{
    if (!m_draft.goTo(node))
        return;
    syncDock();
    emit changed();
}

void LessonEditor::restoreDraft(const LessonDraft& draft)
{
    // The title stays as typed; the texts go back with the positions they belong to.
    LessonDraft restored = draft;
    restored.setTitle(m_draft.title());
    m_draft = std::move(restored);
    syncDock();
    emit changed();
}

void LessonEditor::apply(EditorTool tool, Point point, Qt::MouseButtons buttons)
{
    if (!m_document)
        return;
    const LessonDraft before = m_draft;
    const QString name = pointName(point);
    // Named again in another language if the user switches (TranslatedUndoCommand).
    const char* source = nullptr;
    switch (tool) {
    case EditorTool::Triangle:
        m_draft.toggleShape(point, MarkShape::Triangle);
        source = QT_TR_NOOP("Mark %1");
        break;
    case EditorTool::Square:
        m_draft.toggleShape(point, MarkShape::Square);
        source = QT_TR_NOOP("Mark %1");
        break;
    case EditorTool::Circle:
        m_draft.toggleShape(point, MarkShape::Circle);
        source = QT_TR_NOOP("Mark %1");
        break;
    case EditorTool::Cross:
        m_draft.toggleShape(point, MarkShape::Cross);
        source = QT_TR_NOOP("Mark %1");
        break;
    case EditorTool::Label:
        m_draft.toggleLabel(point);
        source = QT_TR_NOOP("Letter at %1");
        break;
    case EditorTool::Play: {
        // The left button plays the side to play, the right button the other side: a line may
        // begin with either colour without touching the lesson's "to play".
        const Color toPlay = m_draft.toPlay();
        const Color colour = buttons & Qt::RightButton ? opponent(toPlay) : toPlay;
        QString problem;
        if (!m_draft.play(m_document->position().board, point, colour, &problem)) {
            emit message(tr("%1: %2").arg(name, problem), 4000);
            return;
        }
        source = colour == Color::Black ? QT_TR_NOOP("Play Black %1") : QT_TR_NOOP("Play White %1");
        break;
    }
    default:
        return;
    }
    // Going to a move already there is no edit; anything else is one undo step.
    if (tool == EditorTool::Play && before.tree().nodeCount() == m_draft.tree().nodeCount()) {
        syncDock();
        emit changed();
        return;
    }
    m_undoStack.push(
        new LessonDraftCommand(*this, before, m_draft, UndoText(staticMetaObject.className(), source, {name})));
}

QString LessonEditor::clickAction(EditorTool tool) const
{
    switch (tool) {
    case EditorTool::Triangle:
    case EditorTool::Square:
    case EditorTool::Circle:
    case EditorTool::Cross:
    case EditorTool::Label:
        return tr("click marks it, again takes the mark away");
    case EditorTool::Play:
        return m_draft.toPlay() == Color::Black ? tr("click plays Black here, right-click White")
                                                : tr("click plays White here, right-click Black");
    default:
        return {};
    }
}

void LessonEditor::decorate(BoardScene& scene) const
{
    if (!m_document)
        return;
    if (!m_draft.atRoot()) {
        scene.board = m_draft.boardAt(m_document->position().board);
        scene.dead.reset();
        scene.clearMarks();
        scene.lastMove.reset();
        if (const auto move = m_draft.moveAt(m_draft.current()))
            scene.lastMove = move->second;
    }
    const NodeMarkup markup = m_draft.markup();
    scene.shapes = markup.shapes;
    scene.labels = markup.labels;
}

void LessonEditor::pushDraftChange(const LessonDraft& before, const char* source)
{
    m_undoStack.push(new LessonDraftCommand(*this, before, m_draft, UndoText(staticMetaObject.className(), source, {})));
}

std::optional<ExerciseKey> LessonEditor::scorerKey(int node, ExerciseKind kind) const
{
    if (!m_document)
        return std::nullopt;
    Position position = m_document->position();
    LessonDraft at = m_draft;
    if (!at.goTo(node))
        return std::nullopt;
    std::vector<Point> asked;
    for (const PointShape& shape : at.markup().shapes)
        asked.push_back(shape.point);
    if (node != SgfGameTree::Root) {
        // After moves the stones set up as dead are no longer what the question is about.
        position.board = at.boardAt(m_document->position().board);
        position.dead.reset();
    }
    return keyFromScorer(position, position.rules, kind, asked);
}

void LessonEditor::chooseExercise(int kind)
{
    const LessonDraft before = m_draft;
    std::optional<ExerciseKey> key;
    if (kind >= 0) {
        key = kind == int(ExerciseKind::YourMove) ? std::optional<ExerciseKey>(ExerciseKey{ExerciseKind::YourMove, {}, {}})
                                                  : scorerKey(m_draft.current(), ExerciseKind(kind));
        if (const std::optional<ExerciseKey> had = m_draft.exercise(); had && key)
            key->wrongMoveReason = had->wrongMoveReason;
    }
    m_draft.setExercise(key);
    pushDraftChange(before, QT_TR_NOOP("Set the exercise"));
}

void LessonEditor::renewKeys()
{
    for (const int node : m_draft.exerciseNodes()) {
        LessonDraft at = m_draft;
        at.goTo(node);
        const std::optional<ExerciseKey> key = at.exercise();
        if (!key || key->kind == ExerciseKind::YourMove)
            continue;
        std::optional<ExerciseKey> renewed = scorerKey(node, key->kind);
        if (renewed)
            m_draft.setExerciseAt(node, renewed);
    }
}

QString LessonEditor::save(QString* error)
{
    if (!m_document) {
        if (error)
            *error = tr("Nothing to save: set up a position first.");
        return {};
    }
    // The keys follow the position as it is now (stones or dead marks may have changed since).
    renewKeys();
    const std::string text = m_draft.toSgf(m_document->position(), tr("Nobody plays"), m_document->gameInformation());
    const QString path
        = LessonLibrary::saveUserLesson(m_draft.title(), QByteArray(text.data(), qsizetype(text.size())), error);
    if (path.isEmpty())
        return {};
    // The position set up is saved in the lesson: leaving it asks nothing more.
    m_undoStack.setClean();
    emit message(tr("Saved the lesson as %1; Lessons \u203a Browse Lessons shows it under My lessons")
                     .arg(QDir::toNativeSeparators(path)),
                 6000);
    emit saved(path);
    return path;
}

} // namespace seki::ui
