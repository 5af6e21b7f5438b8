#include "mainwindow/recorddocks.h"

#include "mainwindow/gameinfopanel.h"
#include "mainwindow/gametreepanel.h"
#include "record/gametreeview.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QScrollArea>

namespace seki::ui {

RecordDocks::RecordDocks(QMainWindow& window, RecordNavigator& navigator)
    : QObject(&window), m_infoPanel(new GameInfoPanel), m_treePanel(new GameTreePanel(navigator)),
      m_treeView(new GameTreeView(navigator)), m_infoDock(new QDockWidget(&window)),
      m_commentsDock(new QDockWidget(&window)), m_treeDock(new QDockWidget(&window))
{
    m_texts.bindTitle(m_infoDock, QT_TR_NOOP("Game"));
    m_infoDock->setObjectName(QStringLiteral("gameDock"));
    // More rows than a small screen's column has room for: scrolled there, not squeezing the Score.
    auto* infoScroll = new QScrollArea;
    infoScroll->setWidget(m_infoPanel);
    infoScroll->setWidgetResizable(true);
    infoScroll->setFrameShape(QFrame::NoFrame);
    infoScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_infoDock->setWidget(infoScroll);
    window.addDockWidget(Qt::RightDockWidgetArea, m_infoDock);

    // The record's comments and variations, beside the game's information.
    m_texts.bindTitle(m_commentsDock, QT_TR_NOOP("Comments"));
    m_commentsDock->setObjectName(QStringLiteral("commentsDock"));
    m_commentsDock->setWidget(m_treePanel);
    window.addDockWidget(Qt::RightDockWidgetArea, m_commentsDock);
    window.tabifyDockWidget(m_infoDock, m_commentsDock);

    // The whole record as a tree, beside its comments.
    m_texts.bindTitle(m_treeDock, QT_TR_NOOP("Game Tree"));
    m_treeDock->setObjectName(QStringLiteral("treeDock"));
    m_treeDock->setWidget(m_treeView);
    window.addDockWidget(Qt::RightDockWidgetArea, m_treeDock);
    window.tabifyDockWidget(m_commentsDock, m_treeDock);
    m_commentsDock->raise();
}

void RecordDocks::setRecordShown(bool shown)
{
    m_treeView->setEnabled(shown);
}

void RecordDocks::addToMenu(QMenu& view) const
{
    view.addAction(m_infoDock->toggleViewAction());
    view.addAction(m_commentsDock->toggleViewAction());
    view.addAction(m_treeDock->toggleViewAction());
}

} // namespace seki::ui
