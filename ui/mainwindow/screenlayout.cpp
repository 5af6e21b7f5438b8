#include "mainwindow/screenlayout.h"

#include "common/appsettings.h"

#include <QDockWidget>
#include <QGuiApplication>
#include <QMainWindow>
#include <QScreen>
#include <QTabBar>

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
    if (geometry.isEmpty() || !window.restoreGeometry(geometry) || !window.restoreState(state))
        arrange(window, available, QGuiApplication::platformName() != QLatin1String("offscreen"));
    showWholeTabTitles(window);
}

void ScreenLayout::save(const QMainWindow& window)
{
    AppSettings::setWindowLayout(screenName(availableGeometry(window)), window.saveGeometry(), window.saveState());
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
    auto* score = window.findChild<QDockWidget*>(QStringLiteral("scoreDock"));
    if (score && first)
        window.resizeDocks({score, first}, {3, 2}, Qt::Vertical);

    // Most of the screen, never more (a window manager's title bar takes some of what is
    // available); a projector's 1024x768 and a laptop's 1280x720 included.
    const QSize most = (QSizeF(available.size()) * 0.94).toSize();
    QSize size = (QSizeF(available.size()) * 0.85).toSize().expandedTo(QSize(1180, 820)).boundedTo(most);
    // Offscreen there is no edge: the tools and tests render the design size.
    if (!fitToScreen)
        size = QSize(1180, 820);
    window.resize(size);
    window.move(available.center() - QPoint(size.width() / 2, size.height() / 2));
}

} // namespace seki::ui
