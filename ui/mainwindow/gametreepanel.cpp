#include "mainwindow/gametreepanel.h"

#include "common/pointnames.h"
#include "document/recordnavigator.h"

#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
#include <QTextBrowser>
#include <QVBoxLayout>

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
    m_where->setText(move.isEmpty() ? tr("Start of the game (%1)").arg(line)
                                    : tr("Move %1: %2 (%3)").arg(m_navigator.move()).arg(move, line));
    m_comment->setPlainText(m_navigator.comment());

    const QSignalBlocker blocker(m_variations);
    m_variations->clear();
    const std::vector<int> fork = cursor->fork();
    m_variations->setVisible(!fork.empty());
    if (fork.empty()) {
        m_variationsTitle->setText(tr("No variations on this line."));
        return;
    }
    m_variationsTitle->setText(tr("Variations (Up, Down):"));
    const int height = cursor->state().board.height();
    for (size_t k = 0; k < fork.size(); ++k) {
        const TreeCursor::Branch branch = cursor->moveOf(fork[k]);
        QString what = branch.color == Color::Empty ? tr("no move")
                       : branch.point ? tr("%1 %2").arg(branch.color == Color::Black ? tr("Black") : tr("White"),
                                                        pointName(*branch.point, height))
                                      : (branch.color == Color::Black ? tr("Black passes") : tr("White passes"));
        const QString text = k == 0 ? tr("%1. %2 (main)").arg(QChar(u'A')).arg(what)
                                    : tr("%1. %2").arg(QChar(char16_t(u'A' + k))).arg(what);
        auto* item = new QListWidgetItem(text, m_variations);
        item->setData(Qt::UserRole, fork[k]);
    }
    m_variations->setCurrentRow(cursor->forkChoice());
}

} // namespace seki::ui
