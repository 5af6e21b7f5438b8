#include "mainwindow/gametreepanel.h"

#include "common/pointnames.h"
#include "document/recordnavigator.h"

#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace seki::ui {

GameTreePanel::GameTreePanel(RecordNavigator& navigator, QWidget* parent) : QWidget(parent), m_navigator(navigator)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_where = new QLabel(this);
    m_where->setWordWrap(true);
    m_where->setTextFormat(Qt::PlainText);
    layout->addWidget(m_where);
    m_comment = new QTextBrowser(this);
    // Long commentary: wrapped, scrolled, selectable and copied as it was written.
    m_comment->setLineWrapMode(QTextEdit::WidgetWidth);
    m_comment->setOpenLinks(false);
    m_comment->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    layout->addWidget(m_comment, 3);
    m_variationsTitle = new QLabel(this);
    m_variationsTitle->setWordWrap(true);
    layout->addWidget(m_variationsTitle);
    m_variations = new QListWidget(this);
    m_variations->setMaximumHeight(m_variations->fontMetrics().lineSpacing() * 6);
    layout->addWidget(m_variations, 1);
    connect(m_variations, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { m_navigator.goToNode(item->data(Qt::UserRole).toInt()); });
    connect(m_variations, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { m_navigator.goToNode(item->data(Qt::UserRole).toInt()); });
    connect(&m_navigator, &RecordNavigator::changed, this, &GameTreePanel::showNode);
    showNode();
}

void GameTreePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        showNode();
    QWidget::changeEvent(event);
}

QString GameTreePanel::commentText() const
{
    return m_comment->toPlainText();
}

void GameTreePanel::showNode()
{
    const TreeCursor* cursor = m_navigator.cursor();
    m_comment->setPlaceholderText(tr("No comment at this move."));
    if (!cursor) {
        m_where->setText(tr("The record has no moves to comment on."));
        m_comment->clear();
        m_variationsTitle->setText(QString());
        m_variations->clear();
        m_variations->hide();
        return;
    }
    const QString move = m_navigator.moveText();
    const QString line = m_navigator.onMainLine() ? tr("main line") : tr("variation");
    // A node without a move (or a problem to show) after the first move is a setup or a comment.
    if (!move.isEmpty())
        m_where->setText(tr("Move %1: %2 (%3)").arg(m_navigator.move()).arg(move, line));
    else if (m_navigator.move() > 0)
        m_where->setText(tr("After move %1 (%2)").arg(m_navigator.move()).arg(line));
    else
        m_where->setText(tr("Start of the game (%1)").arg(line));
    m_comment->setPlainText(m_navigator.comment());

    const QSignalBlocker blocker(m_variations);
    m_variations->clear();
    const int height = cursor->state().board.height();
    const auto branchText = [&](const TreeCursor::Branch& branch, size_t k) {
        const QString player = branch.color == Color::Black ? tr("Black") : tr("White");
        QString what;
        if (branch.color == Color::Empty)
            what = tr("no move");
        else if (branch.point)
            what = tr("%1 %2").arg(player, pointName(*branch.point, height));
        else if (branch.pass)
            what = branch.color == Color::Black ? tr("Black passes") : tr("White passes");
        else // a move the record holds that cannot be played (off the board, not a point): no pass
            what = tr("%1, not played").arg(player);
        return k == 0 ? tr("%1. %2 (main)").arg(QChar(u'A')).arg(what)
                      : tr("%1. %2").arg(QChar(char16_t(u'A' + k))).arg(what);
    };
    const auto addItem = [&](const QString& text, int node) {
        auto* item = new QListWidgetItem(text, m_variations);
        item->setData(Qt::UserRole, node);
    };

    // Where the record branches after this move, the list is what the board letters: the same
    // choices under the same letters (BoardSceneBuilder letters the node's children in order).
    const std::vector<TreeCursor::Branch> next = cursor->branches();
    if (next.size() > 1) {
        m_variationsTitle->setText(tr("Next move: the variations lettered on the board"));
        for (size_t k = 0; k < next.size(); ++k)
            addItem(branchText(next[k], k), next[k].node);
        m_variations->setCurrentRow(-1);
        m_variations->show();
        return;
    }
    // Just past a fork: this move and the others played there (Up, Down choose among them).
    const std::vector<int> fork = cursor->fork();
    const std::vector<int>& path = cursor->path();
    if (!fork.empty() && std::find(fork.begin(), fork.end(), path.back()) != fork.end()) {
        m_variationsTitle->setText(tr("This move and its variations (Up, Down):"));
        for (size_t k = 0; k < fork.size(); ++k)
            addItem(branchText(cursor->moveOf(fork[k]), k), fork[k]);
        m_variations->setCurrentRow(cursor->forkChoice());
        m_variations->show();
        return;
    }
    m_variations->hide();
    if (fork.empty()) {
        m_variationsTitle->setText(tr("No variations on this line."));
        return;
    }
    // Deeper in a line that branched earlier: no list (it would not be this move's), but where
    // Up and Down lead: the fork at the move after which the line branched.
    int forkMove = 0;
    for (size_t k = 1; k < path.size() && std::find(fork.begin(), fork.end(), path[k]) == fork.end(); ++k)
        if (cursor->moveOf(path[k]).color != Color::Empty)
            ++forkMove;
    m_variationsTitle->setText(tr("No variations at this move (Up, Down: the variations after move %1).").arg(forkMove));
}

} // namespace seki::ui
