#pragma once

#include <QRect>
#include <QString>

class QMainWindow;

namespace seki::ui {

// The window's size and docks, fitted to the screen it opens on and remembered per screen size
// (a laptop's layout never squeezes a projector's, and the other way round).
//
// First start on a screen: the window takes most of it and never more; the right column holds
// the Score and, below it, one group of tabs (Game, Comments, Eye Analysis, Region Inspector,
// Rules Side by Side), so each of those gets the column's whole remaining height instead of a
// few rows apiece.
class ScreenLayout {
public:
    // "1280x720": the name a layout is kept under for a screen of that available size.
    static QString screenName(const QRect& available);

    // Restores the layout kept for the window's screen, or arranges the first one.
    static void restore(QMainWindow& window);
    static void save(const QMainWindow& window);

    // The first layout on `available`: the docks grouped, the window sized and centred (with
    // `fitToScreen` false, at the design size 1180x820: offscreen, where there is no edge).
    static void arrange(QMainWindow& window, const QRect& available, bool fitToScreen = true);

    static QRect availableGeometry(const QMainWindow& window);
    // The dock tab bars show whole titles, scrolling when they do not fit.
    static void showWholeTabTitles(QMainWindow& window);
};

} // namespace seki::ui
