#include "document/deadmarking.h"

#include "board/deadmarking.h"
#include "board/boardview.h"
#include "document/gamedocument.h"
#include "common/pointnames.h"
#include "document/rulesselector.h"
#include "document/setdeadcommand.h"

#include <QAction>
#include <QMainWindow>
#include <QStatusBar>
#include <QUndoStack>

namespace seki::ui {

DeadMarking::DeadMarking(QMainWindow& window, BoardView& board, QUndoStack& undoStack, const RulesSelector& rules)
    : QObject(&window), m_window(window), m_board(board), m_undoStack(undoStack), m_rules(rules)
{
    m_clearDead = m_texts.bind(new QAction(QIcon::fromTheme(QStringLiteral("edit-clear")), QString(), this),
                               QT_TRANSLATE_NOOP("seki::ui::DeadMarking", "&Clear Dead Marks"),
                               QT_TRANSLATE_NOOP("seki::ui::DeadMarking", "Mark every stone alive"));
    connect(m_clearDead, &QAction::triggered, this, [this] {
        if (m_countedShown)
            clearDeadMarks();
    });
}

void DeadMarking::updateAction(bool countedShown)
{
    m_countedShown = countedShown;
    m_clearDead->setEnabled(countedShown && m_document && m_document->position().dead.any());
}

void DeadMarking::activate(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers)
{
    if (!m_document || !(buttons & Qt::LeftButton))
        return;
    const Board& board = m_document->position().board;
    if (!board.contains(point))
        return;
    const Color color = board.at(point);
    const QString name = pointName(point, board.height());
    if (!isStone(color)) {
        m_window.statusBar()->showMessage(tr("%1 is empty: click a stone to mark its block dead or alive.").arg(name),
                                          4000);
        return;
    }
    const bool wholeArea = modifiers & Qt::ShiftModifier;
    DeadMarkChange change
        = deadMarkChange(m_document->position(), point, wholeArea ? MarkScope::Area : MarkScope::Block);
    std::vector<Point>& stones = change.stones;
    const bool dead = change.dead;
    // Named again in another language if the user switches (TranslatedUndoCommand).
    const char* source = wholeArea ? (dead ? QT_TRANSLATE_NOOP("seki::ui::DeadMarking", "Mark the stones around %1 dead")
                                           : QT_TRANSLATE_NOOP("seki::ui::DeadMarking", "Mark the stones around %1 alive"))
                                   : (dead ? QT_TRANSLATE_NOOP("seki::ui::DeadMarking", "Mark %1 dead")
                                           : QT_TRANSLATE_NOOP("seki::ui::DeadMarking", "Mark %1 alive"));
    const UndoText text("seki::ui::DeadMarking", source, {name});
    m_undoStack.push(new SetDeadCommand(*m_document, std::move(stones), dead, text));
    m_window.statusBar()->showMessage(text.text(), 3000);
}

void DeadMarking::hover(std::optional<Point> point)
{
    BoardScene scene = m_board.scene();
    const Board::Mask before = scene.highlighted;
    scene.highlighted.reset();
    if (!point || !m_document) {
        if (before.any())
            m_board.setScene(scene);
        m_window.statusBar()->clearMessage();
        return;
    }
    const Board& board = m_document->position().board;
    if (board.contains(*point) && isStone(board.at(*point)))
        for (Board::Index i : board.connected(board.index(*point)))
            scene.highlighted.set(size_t(i));
    if (scene.highlighted != before)
        m_board.setScene(scene);
    const QString name = pointName(*point, board.height());
    const Color color = board.at(*point);
    QString text;
    if (isStone(color)) {
        const bool dead = m_document->isDead(*point);
        const QString stone = color == Color::Black ? (dead ? tr("dead black stone") : tr("black stone"))
                                                    : (dead ? tr("dead white stone") : tr("white stone"));
        text
            = tr("%1: %2. Click: mark its block %3; Shift+click: every %4 stone around it.")
                  .arg(name, stone, dead ? tr("alive") : tr("dead"), color == Color::Black ? tr("black") : tr("white"));
    } else {
        switch (m_board.scene().mark(*point)) {
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
    if (m_board.scene().fileDiffers.test(size_t(board.index(*point))))
        text += QStringLiteral(" \u2014 ") + fileDiffersText(*point);
    m_window.statusBar()->showMessage(text);
}

// Why the file's own territory mark at p differs from the map: what the file counts, what the
// scorer found, and whether both phases of the checkered fill agree on it.
QString DeadMarking::fileDiffersText(Point p) const
{
    const Position& position = m_document->position();
    const auto i = size_t(position.board.index(p));
    const QString file = position.markedBlack[i]   ? tr("the file counts this for Black")
                         : position.markedWhite[i] ? tr("the file counts this for White")
                                                   : tr("the file counts this for no one");
    const ScoreResult* result = m_document->score(m_rules.rules(), m_document->eyeMethod());
    if (!result)
        return file;
    const PointResult& point = result->points[i];
    QString verdict;
    switch (point.status) {
    case PointStatus::Stone:
        verdict = point.owner == Color::Black ? tr("a live black stone") : tr("a live white stone");
        break;
    case PointStatus::Territory:
        verdict = point.owner == Color::Black ? tr("Black's territory") : tr("White's territory");
        break;
    case PointStatus::Dame:
        verdict = tr("dame");
        break;
    case PointStatus::FalseEye:
        verdict = tr("a false eye, filled");
        break;
    case PointStatus::SekiEye:
        verdict = tr("a seki eye");
        break;
    }
    QString how;
    if (m_rules.rules() == Rules::JapaneseStrict)
        how = tr("1989 rule");
    else if (m_rules.rules() == Rules::Chinese)
        how = tr("area counting");
    else if (point.unresolved)
        how = tr("the phases disagree, so it scores for its owner");
    else
        how = tr("both phases");
    return tr("%1; SekiScope: %2 (%3)").arg(file, verdict, how);
}

void DeadMarking::clearDeadMarks()
{
    if (!m_document)
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
    m_undoStack.push(new SetDeadCommand(*m_document, std::move(dead), false,
                                        {"seki::ui::DeadMarking", QT_TRANSLATE_NOOP("seki::ui::DeadMarking",
                                                                                    "Clear dead marks")}));
}

} // namespace seki::ui
