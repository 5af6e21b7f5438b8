#pragma once

#include "common/translatedtexts.h"

#include <QObject>

class QDockWidget;
class QMainWindow;
class QMenu;

namespace seki::ui {

class GameInfoPanel;
class GameTreePanel;
class RecordNavigator;

// The record's docks under the Score: Game (the game's information, scrolled on a small
// screen) and Comments (the record's comments and variations), tabbed together.
class RecordDocks : public QObject {
    Q_OBJECT
public:
    // Adds both docks to the window's right side.
    RecordDocks(QMainWindow& window, RecordNavigator& navigator);

    GameInfoPanel* infoPanel() const { return m_infoPanel; }
    GameTreePanel* treePanel() const { return m_treePanel; }
    // Their show/hide entries, for View.
    void addToMenu(QMenu& view) const;
    void retranslate() { m_texts.retranslate(); }

private:
    TranslatedTexts m_texts{"seki::ui::RecordDocks"};
    GameInfoPanel* m_infoPanel;
    GameTreePanel* m_treePanel;
    QDockWidget* m_infoDock;
    QDockWidget* m_commentsDock;
};

} // namespace seki::ui
