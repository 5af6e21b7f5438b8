#pragma once

#include "common/translatedtexts.h"

#include <QObject>

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;

namespace seki::ui {

class RulesMenu;
class RulesSelector;

// The View menu on the window's menu bar, with its own entries: Territory Shown For (RulesMenu),
// Show Coordinates and Move Numbers (kept in the settings), the theme and the language. The tool bar, the docks,
// the walk-through and the eye lens add theirs after them.
class ViewMenu : public QObject {
    Q_OBJECT
public:
    ViewMenu(QMainWindow& window, RulesSelector& rules);

    QMenu* menu() const { return m_menu; }
    QAction* coordinatesAction() const { return m_coordinates; }
    bool showCoordinates() const;
    // View › Move Numbers: 0 none, -1 every move, N the last N moves.
    int moveNumbers() const;
    void setMoveNumbers(int lastMoves);
    void readSettings();
    void writeSettings() const;
    // The menu's texts and the rules menu's, in the current language.
    void retranslate();

signals:
    // Show Coordinates was switched on or off.
    void coordinatesToggled();
    // Another Move Numbers choice.
    void moveNumbersChanged();

private:
    TranslatedTexts m_texts{"seki::ui::ViewMenu"};
    QMenu* m_menu = nullptr;
    RulesMenu* m_rulesMenu = nullptr;
    QAction* m_coordinates = nullptr;
    QActionGroup* m_moveNumbers = nullptr; // each action's data: its number of moves
};

} // namespace seki::ui
