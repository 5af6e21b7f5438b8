#include "mainwindow/screenlayout.h"

#include "common/appsettings.h"

#include <QDockWidget>
#include <QGuiApplication>
#include <QLayout>
#include <QMainWindow>
#include <QScreen>
#include <QMenuBar>
#include <QStatusBar>
#include <QTabBar>

#include <algorithm>

namespace seki::ui {

QString ScreenLayout::screenName(const QRect& available)
{
    return QStringLiteral("%1x%2").arg(available.width()).arg(available.height());
}

QRect ScreenLayout::availableGeometry(const QMainWindow& window)
{
    const QScreen* screen = window.screen() ? window.screen() : QGuiApplication::primaryScreen();
    return screen ? screen->availableGeometry() : QRect(0, 0, 1280, 720);
}

void ScreenLayout::showWholeTabTitles(QMainWindow& window)
{
    // "Region In…" says nothing: the tabs scroll instead of cutting their titles.
    for (QTabBar* bar : window.findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
        bar->setElideMode(Qt::ElideNone);
        bar->setUsesScrollButtons(true);
    }
}

void ScreenLayout::restore(QMainWindow& window)
{
    const QRect available = availableGeometry(window);
    const QByteArray geometry = AppSettings::windowGeometry(screenName(available));
    const QByteArray state = AppSettings::windowState(screenName(available));
    // A layout from an earlier version of the window is not restored: arranged afresh, once.
    if (geometry.isEmpty() || !window.restoreGeometry(geometry)
        || !window.restoreState(state, AppSettings::WindowLayoutVersion))
        arrange(window, available, QGuiApplication::platformName() != QLatin1String("offscreen"));
    showWholeTabTitles(window);
}

void ScreenLayout::save(const QMainWindow& window)
{
    AppSettings::setWindowLayout(screenName(availableGeometry(window)), window.saveGeometry(),
                                 window.saveState(AppSettings::WindowLayoutVersion));
}

void ScreenLayout::arrange(QMainWindow& window, const QRect& available, bool fitToScreen)
{
    // Below the Score, one tab group: the panels that need room get the column's height.
    QDockWidget* first = nullptr;
    for (const char* name : {"gameDock", "commentsDock", "treeDock", "eyeAnalysisDock", "inspectorDock", "rulesDock"}) {
        auto* dock = window.findChild<QDockWidget*>(QLatin1String(name));
        if (!dock)
            continue;
        if (!first)
            first = dock;
        else
            window.tabifyDockWidget(first, dock);
    }
    // In front: the record's comments, what a reviewer reads along the moves.
    if (auto* comments = window.findChild<QDockWidget*>(QStringLiteral("commentsDock")))
        comments->raise();
    else if (first)
        first->raise();
    // The window's minimum size is its layout's as last laid out, perhaps with every dock apart:
    // laid out again with the tabs, the window can take the size below.
    if (QLayout* layout = window.layout()) {
        layout->invalidate();
        layout->activate();
    }
    // Most of the screen, never more (a window manager's title bar takes some of what is
    // available); a projector's 1024x768 and a laptop's 1280x720 included.
    const QSize most = (QSizeF(available.size()) * 0.94).toSize();
    QSize size = (QSizeF(available.size()) * 0.85).toSize().expandedTo(QSize(1180, 820)).boundedTo(most);
    // Offscreen there is no edge: the tools and tests render the design size.
    if (!fitToScreen)
        size = QSize(1180, 820);
    window.resize(size);
    window.move(available.center() - QPoint(size.width() / 2, size.height() / 2));

    // The board leads: it takes the central area's whole height (less the move bar), and the right
    // column the width that leaves, within what the Score table needs and a reading width for the
    // comments. In the column the Score gets its table's height, the tabs below the rest.
    auto* score = window.findChild<QDockWidget*>(QStringLiteral("scoreDock"));
    if (!score)
        return;
    const int chrome = window.menuBar()->sizeHint().height() + window.statusBar()->sizeHint().height() + 48;
    const int boardSide = size.height() - chrome - 32;
    const int columnWidth = std::clamp(size.width() - boardSide - 24, score->minimumSizeHint().width(),
                                       std::max(score->minimumSizeHint().width(), 600));
    window.resizeDocks({score}, {columnWidth}, Qt::Horizontal);
    if (first) {
        const int columnHeight = size.height() - chrome;
        const int scoreHeight = std::min(score->sizeHint().height(), columnHeight / 2);
        window.resizeDocks({score, first}, {scoreHeight, columnHeight - scoreHeight}, Qt::Vertical);
    }
}

} // namespace seki::ui
