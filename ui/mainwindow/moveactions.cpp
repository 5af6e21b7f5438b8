#include "mainwindow/moveactions.h"

#include "common/paletteiconengine.h"
#include "document/gamedocument.h"
#include "document/recordnavigator.h"
#include "common/userprompts.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QStyle>
#include <QToolBar>

namespace seki::ui {

MoveActions::MoveActions(QMainWindow& window, RecordNavigator& navigator, UserPrompts& prompts)
    : QObject(&window), m_navigator(navigator), m_prompts(prompts), m_window(window)
{
    QStyle* style = window.style();
    const auto action = [this, &window](const QIcon& icon, const char* text, const char* statusTip = nullptr) {
        QAction* made = m_texts.bind(new QAction(icon, QString(), this), text, statusTip);
        // The window's shortcuts must work wherever the focus is, the board included (it claims
        // the arrows for its cursor only while it can be marked).
        window.addAction(made);
        return made;
    };
    // The style's shapes in the theme's text colour: dark on a light window, light on a dark one.
    const auto icon
        = [style](QStyle::StandardPixmap shape) { return PaletteIconEngine::tinted(style->standardIcon(shape)); };
    m_first = action(icon(QStyle::SP_MediaSkipBackward), QT_TRANSLATE_NOOP("seki::ui::MoveActions", "&First Move"));
    m_first->setShortcut(Qt::Key_Home);
    connect(m_first, &QAction::triggered, this, [this] { m_navigator.goToMove(0); });
    m_previous
        = action(icon(QStyle::SP_MediaSeekBackward), QT_TRANSLATE_NOOP("seki::ui::MoveActions", "&Previous Move"));
    m_previous->setShortcut(Qt::Key_Left);
    connect(m_previous, &QAction::triggered, this, [this] { m_navigator.goToMove(m_navigator.move() - 1); });
    m_next = action(icon(QStyle::SP_MediaSeekForward), QT_TRANSLATE_NOOP("seki::ui::MoveActions", "&Next Move"));
    m_next->setShortcut(Qt::Key_Right);
    connect(m_next, &QAction::triggered, this, [this] { m_navigator.goToMove(m_navigator.move() + 1); });
    m_last = action(
        icon(QStyle::SP_MediaSkipForward), QT_TRANSLATE_NOOP("seki::ui::MoveActions", "Fina&l Position"),
        QT_TRANSLATE_NOOP("seki::ui::MoveActions", "Go to the final position, where the dead stones are marked"));
    m_last->setShortcut(Qt::Key_End);
    connect(m_last, &QAction::triggered, this, [this] {
        // The end of the line shown; from the end of a variation, the end of the main line.
        if (m_navigator.move() < m_navigator.moveCount() || !m_document || !m_document->reviewedTree())
            m_navigator.goToMove(m_navigator.moveCount());
        else
            m_navigator.goToNode(m_document->reviewedTree()->lastMainLineNode());
    });
    // Ten moves at a time, as q5Go and CGoban step; Page Up/Down are the walk-through's stage keys
    // only while it runs, and these are off then.
    m_backTen = action(QIcon(), QT_TRANSLATE_NOOP("seki::ui::MoveActions", "&Back 10 Moves"));
    m_backTen->setShortcut(Qt::Key_PageUp);
    connect(m_backTen, &QAction::triggered, this, [this] { m_navigator.goToMove(m_navigator.move() - 10); });
    m_forwardTen = action(QIcon(), QT_TRANSLATE_NOOP("seki::ui::MoveActions", "For&ward 10 Moves"));
    m_forwardTen->setShortcut(Qt::Key_PageDown);
    connect(m_forwardTen, &QAction::triggered, this, [this] { m_navigator.goToMove(m_navigator.move() + 10); });
    m_goToMove = action(QIcon(), QT_TRANSLATE_NOOP("seki::ui::MoveActions", "&Go to Move\u2026"),
                        QT_TRANSLATE_NOOP("seki::ui::MoveActions", "Go to a move of the line shown by its number"));
    m_goToMove->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    connect(m_goToMove, &QAction::triggered, this, &MoveActions::goToMoveNumber);
    // Along the line shown: Ctrl jumps to where it branches, Ctrl+Shift to what is commented.
    m_previousFork = action(QIcon(), QT_TRANSLATE_NOOP("seki::ui::MoveActions", "Previous Fo&rk"),
                            QT_TRANSLATE_NOOP("seki::ui::MoveActions", "Back to the last move where the record branches"));
    m_previousFork->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Left));
    connect(m_previousFork, &QAction::triggered, &m_navigator, &RecordNavigator::previousFork);
    m_nextFork = action(QIcon(), QT_TRANSLATE_NOOP("seki::ui::MoveActions", "Next For&k"),
                        QT_TRANSLATE_NOOP("seki::ui::MoveActions", "On to the next move where the record branches"));
    m_nextFork->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Right));
    connect(m_nextFork, &QAction::triggered, &m_navigator, &RecordNavigator::nextFork);
    m_previousComment = action(QIcon(), QT_TRANSLATE_NOOP("seki::ui::MoveActions", "Previous Co&mment"),
                               QT_TRANSLATE_NOOP("seki::ui::MoveActions", "Back to the last move with a comment"));
    m_previousComment->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Left));
    connect(m_previousComment, &QAction::triggered, &m_navigator, &RecordNavigator::previousComment);
    m_nextComment = action(QIcon(), QT_TRANSLATE_NOOP("seki::ui::MoveActions", "Next &Comment"),
                           QT_TRANSLATE_NOOP("seki::ui::MoveActions", "On to the next move with a comment"));
    m_nextComment->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Right));
    connect(m_nextComment, &QAction::triggered, &m_navigator, &RecordNavigator::nextComment);
    m_previousVariation = action(QIcon(), QT_TRANSLATE_NOOP("seki::ui::MoveActions", "Pre&vious Variation"));
    m_previousVariation->setShortcut(Qt::Key_Up);
    connect(m_previousVariation, &QAction::triggered, &m_navigator, &RecordNavigator::previousVariation);
    m_nextVariation = action(QIcon(), QT_TRANSLATE_NOOP("seki::ui::MoveActions", "Ne&xt Variation"));
    m_nextVariation->setShortcut(Qt::Key_Down);
    connect(m_nextVariation, &QAction::triggered, &m_navigator, &RecordNavigator::nextVariation);
    m_scoreShown
        = action(QIcon(), QT_TRANSLATE_NOOP("seki::ui::MoveActions", "&Score the Position Shown"),
                 QT_TRANSLATE_NOOP("seki::ui::MoveActions", "Count the position shown instead of the end of the game; "
                                                            "Save still writes the end of the game's territory"));
    m_scoreShown->setCheckable(true);
    m_scoreShown->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(m_scoreShown, &QAction::toggled, this, &MoveActions::scoreShownToggled);
}

void MoveActions::addTo(QMenu& goMenu, QToolBar& toolBar)
{
    goMenu.addActions({m_first, m_previous, m_next, m_last});
    goMenu.addActions({m_backTen, m_forwardTen, m_goToMove});
    goMenu.addSeparator();
    goMenu.addActions({m_previousVariation, m_nextVariation, m_previousFork, m_nextFork});
    goMenu.addActions({m_previousComment, m_nextComment});
    goMenu.addSeparator();
    goMenu.addAction(m_scoreShown);
    toolBar.addActions({m_first, m_previous, m_next, m_last});
}

void MoveActions::goToMoveNumber()
{
    if (!m_goToMove->isEnabled())
        return;
    if (const std::optional<int> move = m_prompts.askMoveNumber(&m_window, m_navigator.move(), m_navigator.moveCount()))
        m_navigator.goToMove(*move);
}

bool MoveActions::scoreShown() const
{
    return m_scoreShown->isChecked();
}

void MoveActions::followCountedNode(bool editing)
{
    if (!m_document)
        return;
    // The document scores the node shown while the action is on (its board comes from the
    // record, in core); off, at the end of the main line or while the board editor (which works
    // on the final position) is open, the final position.
    std::optional<int> node;
    if (scoreShown() && m_navigator.cursor() && !editing)
        node = m_navigator.cursor()->node();
    m_document->setCountedNode(node);
}

void MoveActions::update(bool recordShown)
{
    const bool open = m_document != nullptr;
    m_scoreShown->setEnabled(open && m_document->reviewedTree() != nullptr);
    const int move = m_navigator.move();
    const int moves = m_navigator.moveCount();
    const bool record = open && recordShown;
    m_first->setEnabled(record && move > 0);
    m_previous->setEnabled(record && move > 0);
    m_backTen->setEnabled(record && move > 0);
    m_next->setEnabled(record && move < moves);
    m_forwardTen->setEnabled(record && move < moves);
    m_goToMove->setEnabled(record && moves > 0);
    const bool tree = record && m_navigator.hasTree();
    m_previousFork->setEnabled(tree && m_navigator.forkBefore());
    m_nextFork->setEnabled(tree && m_navigator.forkAfter());
    m_previousComment->setEnabled(tree && m_navigator.commentBefore());
    m_nextComment->setEnabled(tree && m_navigator.commentAfter());
    m_last->setEnabled(record && !m_navigator.atScoredPosition());
    const TreeCursor* cursor = m_navigator.cursor();
    const bool forks = record && cursor && !cursor->fork().empty();
    m_previousVariation->setEnabled(forks && cursor->forkChoice() > 0);
    m_nextVariation->setEnabled(forks && cursor->forkChoice() + 1 < int(cursor->fork().size()));
}

} // namespace seki::ui
