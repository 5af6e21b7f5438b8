#include "engine/deadstonecontroller.h"

#include "engine/engineclient.h"
#include "engine/enginestatuswidget.h"

#include "board/boardview.h"
#include "common/pointnames.h"
#include "common/verdicttext.h"
#include "document/gamedocument.h"
#include "document/setdeadcommand.h"
#include "document/translatedundocommand.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QKeyEvent>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>

namespace seki::ui {

DeadStoneController::DeadStoneController(QMainWindow& window, BoardView& board, QUndoStack& undoStack,
                                         QMenu* menuBefore)
    : QObject(&window), m_window(window), m_board(board), m_undoStack(undoStack), m_settings(EngineSettings::load()),
      m_client(new EngineClient(this)), m_status(new EngineStatusWidget), m_menu(new QMenu(&window)),
      m_suggestAction(new QAction(this)), m_acceptAction(new QAction(this)), m_discardAction(new QAction(this)),
      m_cancelAction(new QAction(this))
{
    m_client->setCommand(m_settings.command);
    m_client->setTimeout(m_settings.timeoutSeconds * 1000);
    connect(m_client, &EngineClient::finished, this, &DeadStoneController::onAnswer);
    connect(m_client, &EngineClient::failed, this, &DeadStoneController::onFailure);

    m_suggestAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    m_acceptAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    m_cancelAction->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(m_suggestAction, &QAction::triggered, this, &DeadStoneController::suggest);
    connect(m_acceptAction, &QAction::triggered, this, &DeadStoneController::accept);
    connect(m_discardAction, &QAction::triggered, this, &DeadStoneController::discard);
    connect(m_cancelAction, &QAction::triggered, this, &DeadStoneController::cancel);
    m_menu->setObjectName(QStringLiteral("scoreMenu"));
    m_menu->addAction(m_suggestAction);
    m_menu->addAction(m_acceptAction);
    m_menu->addAction(m_discardAction);
    m_menu->addSeparator();
    m_menu->addAction(m_cancelAction);
    // Esc works wherever the focus is, but only while the engine reads (enabled then alone).
    m_window.addAction(m_cancelAction);
    m_window.addAction(m_acceptAction);

    QMenuBar* bar = m_window.menuBar();
    const QList<QAction*> menus = bar->actions();
    const qsizetype at = menuBefore ? menus.indexOf(menuBefore->menuAction()) : -1;
    bar->insertMenu(at >= 0 && at + 1 < menus.size() ? menus.at(at + 1) : nullptr, m_menu);

    m_window.statusBar()->addPermanentWidget(m_status);
    m_status->hideAll();
    connect(m_status, &EngineStatusWidget::suggestClicked, this, &DeadStoneController::suggest);
    connect(m_status, &EngineStatusWidget::cancelClicked, this, &DeadStoneController::cancel);
    connect(m_status, &EngineStatusWidget::acceptClicked, this, &DeadStoneController::accept);
    connect(m_status, &EngineStatusWidget::discardClicked, this, &DeadStoneController::discard);
    connect(m_status, &EngineStatusWidget::undecidedDeadClicked, this, &DeadStoneController::countUndecidedDead);
    m_window.installEventFilter(this);
    retranslate();
    updateActions();
}

DeadStoneController::~DeadStoneController()
{
    m_client->cancel();
}

bool DeadStoneController::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == &m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    // While the engine reads, Esc is its Cancel, whatever else answers Esc (Leave Review): two
    // enabled actions on one key would be ambiguous to Qt and neither would fire. The key is
    // claimed before shortcuts are matched (ShortcutOverride) and acted on as it arrives.
    if (isBusy() && (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Escape && key->modifiers() == Qt::NoModifier) {
            if (event->type() == QEvent::ShortcutOverride) {
                event->accept();
            } else {
                cancel();
            }
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

void DeadStoneController::retranslate()
{
    m_menu->setTitle(tr("&Score"));
    m_suggestAction->setText(tr("Suggest &Dead Stones"));
    m_suggestAction->setStatusTip(tr("Find which stones are dead, and why (SekiScope's own finder, or the GTP "
                                     "engine Preferences name)"));
    m_acceptAction->setText(tr("&Accept Suggested Dead Stones"));
    m_acceptAction->setStatusTip(tr("Mark the suggested stones dead (one step to undo)"));
    m_discardAction->setText(tr("D&iscard Suggestion"));
    m_cancelAction->setText(tr("&Cancel Engine"));
    m_cancelAction->setStatusTip(tr("Stop the engine that is reading the position"));
    if (m_pending)
        showSuggestionText();
}

void DeadStoneController::setLocked(bool locked)
{
    if (locked == m_locked)
        return;
    m_locked = locked;
    updateActions();
}

void DeadStoneController::updateActions()
{
    m_suggestAction->setEnabled(m_document != nullptr && !isBusy());
    m_acceptAction->setEnabled(m_pending && !m_locked);
    m_status->acceptButton()->setEnabled(!m_locked);
    m_discardAction->setEnabled(m_pending);
    m_cancelAction->setEnabled(isBusy());
    // Esc reaches the engine from any widget only while it reads (see eventFilter).
    if (isBusy())
        qApp->installEventFilter(this);
    else
        qApp->removeEventFilter(this);
}

bool DeadStoneController::isBusy() const
{
    return m_client->isBusy();
}

void DeadStoneController::setDocument(GameDocument* document)
{
    m_client->cancel();
    // The window draws the new document when it is all in place: no word of the old suggestion's
    // going while it is halfway there.
    clearSuggestion(false);
    m_document = document;
    m_status->hideAll();
    updateActions();
    if (!document)
        return;
    // A position being edited changes under the suggestion: it no longer applies.
    connect(document, &GameDocument::positionEdited, this, [this] {
        m_client->cancel();
        clearSuggestion();
        m_status->hideAll();
        updateActions();
    });
    // The offer is for a game with no dead marks: once some are made or restored, it no longer applies.
    connect(document, &GameDocument::deadStonesChanged, this, [this] {
        if (m_status->mode() == EngineStatusWidget::Mode::Offer && m_document && m_document->position().dead.any())
            m_status->hideAll();
    });
    // After the open is complete (the recovery may still put unsaved marks back).
    QTimer::singleShot(0, this, [this, document] {
        if (m_document == document)
            offerForOpenedFile();
        emit openedFileChecked();
    });
}

void DeadStoneController::offerForOpenedFile()
{
    // Files only: bundled games and lessons, and new positions, are not "opened with no marks".
    const QString path = m_document->path();
    if (path.isEmpty() || path.startsWith(QLatin1Char(':')) || m_document->position().dead.any()
        || m_document->position().board.count(Color::Black) + m_document->position().board.count(Color::White) == 0)
        return;
    switch (m_settings.onOpen) {
    case EngineSettings::OnOpen::Never:
        return;
    case EngineSettings::OnOpen::Always:
        suggest();
        return;
    case EngineSettings::OnOpen::Ask:
        m_status->showOffer();
        return;
    }
}

void DeadStoneController::setSettings(const EngineSettings& settings)
{
    m_settings = settings;
    m_settings.save();
    m_client->setCommand(settings.command);
    m_client->setTimeout(settings.timeoutSeconds * 1000);
    updateActions();
    if (!isBusy() && m_status->mode() == EngineStatusWidget::Mode::Busy)
        m_status->hideAll();
}

QString DeadStoneController::engineLabel() const
{
    const QStringList words = QProcess::splitCommand(m_settings.command);
    return words.isEmpty() ? m_settings.command : words.constFirst();
}

void DeadStoneController::findWithSekiScope()
{
    m_report = m_finder.find(m_document->position().board);
    m_haveReport = true;
}

void DeadStoneController::suggest()
{
    if (!m_document)
        return;
    clearSuggestion();
    if (m_settings.finder == EngineSettings::Finder::Engine) {
        m_status->showBusy(engineLabel());
        m_client->ask(m_document->engineGame());
        updateActions();
        return;
    }
    // SekiScope's own finder answers at once; the engine, when asked too, compares later.
    findWithSekiScope();
    m_fromSekiScope = true;
    m_engineName = tr("SekiScope");
    m_suggestion = m_report.deadStones();
    std::sort(m_suggestion.begin(), m_suggestion.end());
    m_undecided = m_report.undecidedStones();
    std::sort(m_undecided.begin(), m_undecided.end());
    m_sekiStones = int(m_report.sekiStones().size());
    const bool compare = m_settings.compareWithEngine;
    if (m_suggestion.empty() && m_undecided.empty() && !m_document->position().dead.any() && !compare) {
        m_haveReport = false;
        m_window.statusBar()->showMessage(tr("SekiScope finds no dead stones."), 8000);
        updateActions();
        return;
    }
    m_pending = true;
    showSuggestionText();
    if (compare) {
        m_comparing = true;
        m_client->ask(m_document->engineGame());
        m_window.statusBar()->showMessage(tr("Asking %1 too, to compare\u2026").arg(engineLabel()));
    }
    updateActions();
    emit suggestionChanged();
}

void DeadStoneController::compareWith(const std::vector<Point>& engineDead, const QString& engineName)
{
    m_comparedWith = engineName;
    m_disagreed.clear();
    if (!m_document || !m_haveReport)
        return;
    const Board& board = m_document->position().board;
    Board::Mask engine;
    for (const Point& p : engineDead)
        if (board.contains(p))
            engine.set(size_t(board.index(p)));
    Board::Mask differ = engine ^ m_report.dead;
    Board::Mask seen;
    board.forEachPoint([&](Board::Index i) {
        if (!differ.test(size_t(i)) || seen.test(size_t(i)) || !isStone(board.at(i)))
            return;
        for (Board::Index j : board.connected(i)) {
            seen.set(size_t(j));
            m_disagreed.push_back(board.point(j));
        }
    });
    std::sort(m_disagreed.begin(), m_disagreed.end());
}

void DeadStoneController::cancel()
{
    if (!isBusy())
        return;
    m_client->cancel();
    if (m_comparing) {
        // Only the comparison stops: SekiScope's suggestion stays.
        m_comparing = false;
        updateActions();
        m_window.statusBar()->showMessage(tr("Stopped %1; no comparison.").arg(engineLabel()), 5000);
        return;
    }
    m_status->hideAll();
    updateActions();
    m_window.statusBar()->showMessage(tr("Stopped %1; nothing marked.").arg(engineLabel()), 5000);
}

void DeadStoneController::onAnswer(const DeadStoneAnswer& answer)
{
    const QString engine = answer.engineName.empty() ? engineLabel() : QString::fromStdString(answer.engineName);
    if (m_comparing) {
        m_comparing = false;
        compareWith(answer.dead, engine);
        updateActions();
        showSuggestionText();
        m_window.statusBar()->clearMessage();
        emit suggestionChanged();
        return;
    }
    m_engineName = engine;
    m_fromSekiScope = false;
    m_suggestion = answer.dead;
    std::sort(m_suggestion.begin(), m_suggestion.end());
    m_sekiStones = int(answer.seki.size());
    // SekiScope's finder reads the same position, for the blocks where the two disagree.
    if (m_document) {
        findWithSekiScope();
        compareWith(m_suggestion, tr("SekiScope"));
    }
    updateActions();
    if (m_suggestion.empty() && m_document && !m_document->position().dead.any()) {
        m_status->hideAll();
        m_window.statusBar()->showMessage(tr("%1 finds no dead stones.").arg(m_engineName), 8000);
        return;
    }
    m_pending = true;
    updateActions();
    showSuggestionText();
    emit suggestionChanged();
}

void DeadStoneController::showSuggestionText()
{
    // One sentence per number ("1 dead stone", "3 dead stones"), in each language.
    const int count = int(m_suggestion.size());
    QString text = count == 1 ? tr("%1 suggests 1 dead stone").arg(m_engineName)
                              : tr("%1 suggests %2 dead stones").arg(m_engineName).arg(count);
    if (m_sekiStones == 1)
        text += tr("; 1 stone in seki");
    else if (m_sekiStones > 1)
        text += tr("; %1 stones in seki").arg(m_sekiStones);
    // The stones the finder could not decide: the user is asked.
    std::vector<Point> open;
    for (const Point& p : m_undecided)
        if (!std::binary_search(m_suggestion.begin(), m_suggestion.end(), p))
            open.push_back(p);
    if (open.size() == 1)
        text += tr("; 1 stone undecided (marked ?): count it dead, or accept to leave it alive");
    else if (open.size() > 1)
        text += tr("; %1 stones undecided (marked ?): count them dead, or accept to leave them alive")
                    .arg(int(open.size()));
    if (!m_comparedWith.isEmpty()) {
        const QString other = m_fromSekiScope ? m_comparedWith : tr("SekiScope");
        const int blocks = int(m_disagreed.size());
        text += m_disagreed.empty() ? tr("; %1 agrees").arg(other)
                                    : tr("; %1 disagrees on the stones outlined in red (%2)").arg(other).arg(blocks);
    }
    m_status->showSuggestion(text + QLatin1Char('.'), !open.empty());
}

void DeadStoneController::onFailure(const QString& message)
{
    if (m_comparing) {
        // The comparison failed: SekiScope's suggestion stays, and says so.
        m_comparing = false;
        updateActions();
        m_window.statusBar()->showMessage(tr("No comparison with the engine: %1").arg(message), 15000);
        return;
    }
    clearSuggestion();
    m_status->hideAll();
    updateActions();
    m_window.statusBar()->showMessage(tr("No dead stones suggested: %1").arg(message), 15000);
}

void DeadStoneController::clearSuggestion(bool notify)
{
    const bool had = m_pending;
    m_pending = false;
    m_suggestion.clear();
    m_sekiStones = 0;
    m_undecided.clear();
    m_disagreed.clear();
    m_comparedWith.clear();
    m_haveReport = false;
    if (m_comparing) {
        m_comparing = false;
        m_client->cancel();
    }
    if (m_status->mode() == EngineStatusWidget::Mode::Suggestion)
        m_status->hideAll();
    updateActions();
    if (had && notify)
        emit suggestionChanged();
}

void DeadStoneController::discard()
{
    if (m_status->mode() == EngineStatusWidget::Mode::Offer)
        m_status->hideAll();
    clearSuggestion();
}

void DeadStoneController::accept()
{
    if (!m_pending || !m_document || m_locked)
        return;
    // One step: the marks that are not suggested go, the suggested ones come.
    const UndoText text("seki::ui::DeadStoneController",
                        QT_TRANSLATE_NOOP("seki::ui::DeadStoneController", "Accept %1's dead stones"), {m_engineName});
    auto* step = new TranslatedUndoCommand(text);
    std::vector<Point> alive;
    for (const Point& p : m_document->deadStones())
        if (!std::binary_search(m_suggestion.begin(), m_suggestion.end(), p))
            alive.push_back(p);
    if (!alive.empty())
        new SetDeadCommand(*m_document, std::move(alive), false, text, step);
    const int count = int(m_suggestion.size());
    new SetDeadCommand(*m_document, m_suggestion, true, text, step);
    const QString engine = m_engineName;
    clearSuggestion();
    m_undoStack.push(step);
    m_window.statusBar()->showMessage(count == 1 ? tr("Marked 1 dead stone as %1 suggested.").arg(engine)
                                                 : tr("Marked %1 dead stones as %2 suggested.").arg(count).arg(engine),
                                      8000);
}

void DeadStoneController::countUndecidedDead()
{
    if (!m_pending || m_undecided.empty())
        return;
    for (const Point& p : m_undecided)
        if (!std::binary_search(m_suggestion.begin(), m_suggestion.end(), p))
            m_suggestion.push_back(p);
    std::sort(m_suggestion.begin(), m_suggestion.end());
    showSuggestionText();
    emit suggestionChanged();
}

Board::Mask DeadStoneController::undecidedMask(const Board& board) const
{
    Board::Mask mask;
    if (!m_pending)
        return mask;
    for (const Point& p : m_undecided)
        if (board.contains(p) && !std::binary_search(m_suggestion.begin(), m_suggestion.end(), p))
            mask.set(size_t(board.index(p)));
    return mask;
}

Board::Mask DeadStoneController::disagreedMask(const Board& board) const
{
    Board::Mask mask;
    if (!m_pending)
        return mask;
    for (const Point& p : m_disagreed)
        if (board.contains(p))
            mask.set(size_t(board.index(p)));
    return mask;
}

Board::Mask DeadStoneController::suggestedMask(const Board& board) const
{
    Board::Mask mask;
    if (!m_pending)
        return mask;
    for (const Point& p : m_suggestion)
        if (board.contains(p))
            mask.set(size_t(board.index(p)));
    return mask;
}

QString DeadStoneController::describe(Point point) const
{
    if (!m_document)
        return QString();
    const Board& board = m_document->position().board;
    if (!board.contains(point))
        return QString();
    const QString name = pointName(point, board.height());
    const Color color = board.at(point);
    if (!isStone(color))
        return tr("%1 is empty.").arg(name);
    const std::vector<Board::Index> block = board.connected(board.index(point));
    const int stones = int(block.size());
    const bool dead = std::binary_search(m_suggestion.begin(), m_suggestion.end(), point);
    const QString stone = color == Color::Black ? tr("a black stone") : tr("a white stone");
    // One sentence per number and verdict, in each language.
    QString verdict;
    const GroupVerdict* group = m_haveReport ? m_report.groupAt(point) : nullptr;
    if (m_fromSekiScope && group) {
        // SekiScope's own reason for the group, and the user's choice if it was undecided.
        verdict = group->status == GroupStatus::Undecided && dead
                      ? tr("SekiScope: %1 (counted dead)").arg(VerdictText::of(*group, board.height()))
                      : tr("SekiScope: %1").arg(VerdictText::of(*group, board.height()));
    } else if (dead) {
        verdict = stones == 1 ? tr("%1 suggests this stone dead").arg(m_engineName)
                              : tr("%1 suggests its block of %2 stones dead").arg(m_engineName).arg(stones);
    } else {
        verdict = stones == 1 ? tr("%1 leaves this stone alive").arg(m_engineName)
                              : tr("%1 leaves its block of %2 stones alive").arg(m_engineName).arg(stones);
    }
    if (std::binary_search(m_disagreed.begin(), m_disagreed.end(), point)) {
        // Where the two disagree, what the other one says.
        if (m_fromSekiScope) {
            verdict += tr("; %1 says %2").arg(m_comparedWith, m_report.dead.test(size_t(board.index(point)))
                                                                  ? tr("alive")
                                                                  : tr("dead"));
        } else if (group) {
            verdict += tr("; SekiScope says %1").arg(VerdictText::of(*group, board.height()));
        }
    }
    return tr("%1: %2; %3. Accept or discard the suggestion to mark stones again.").arg(name, stone, verdict);
}

void DeadStoneController::activate(Point point, Qt::MouseButtons, Qt::KeyboardModifiers)
{
    hover(point);
}

void DeadStoneController::hover(std::optional<Point> point)
{
    BoardScene scene = m_board.scene();
    const Board::Mask before = scene.highlighted;
    scene.highlighted.reset();
    const Board* board = m_document ? &m_document->position().board : nullptr;
    if (point && board && board->contains(*point) && isStone(board->at(*point)))
        for (Board::Index i : board->connected(board->index(*point)))
            scene.highlighted.set(size_t(i));
    if (scene.highlighted != before)
        m_board.setScene(scene);
    // The same words in the status line and, for the mouse, as the board's tooltip.
    const QString text = point && board && board->contains(*point) ? describe(*point) : QString();
    m_board.setToolTip(text);
    m_status->setSummaryShown(text.isEmpty());
    if (text.isEmpty())
        m_window.statusBar()->clearMessage();
    else
        m_window.statusBar()->showMessage(text);
}

void DeadStoneController::leave()
{
    hover(std::nullopt);
    m_board.setToolTip(QString());
}

} // namespace seki::ui
