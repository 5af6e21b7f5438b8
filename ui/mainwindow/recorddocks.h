#pragma once

#include "common/translatedtexts.h"

#include <QObject>

class QDockWidget;
class QMainWindow;
class QMenu;

namespace seki::ui {

class GameInfoPanel;
class GameTreePanel;
class GameTreeView;
class RecordNavigator;

// The record's docks under the Score: Game (the game's information, scrolled on a small
// screen), Comments (the record's comments and variations) and Game Tree (every node of the
// record, click to go), tabbed together.
class RecordDocks : public QObject {
    Q_OBJECT
public:
    // Adds both docks to the window's right side.
    RecordDocks(QMainWindow& window, RecordNavigator& navigator);

    GameInfoPanel* infoPanel() const { return m_infoPanel; }
    GameTreePanel* treePanel() const { return m_treePanel; }
    GameTreeView* treeView() const { return m_treeView; }
    // Their show/hide entries, for View.
    void addToMenu(QMenu& view) const;
    void retranslate() { m_texts.retranslate(); }
    // False while the walk-through has the board: the tree does not lead away from it.
    void setRecordShown(bool shown);

private:
    TranslatedTexts m_texts{"seki::ui::RecordDocks"};
    GameInfoPanel* m_infoPanel;
    GameTreePanel* m_treePanel;
    GameTreeView* m_treeView;
    QDockWidget* m_infoDock;
    QDockWidget* m_commentsDock;
    QDockWidget* m_treeDock;
};

} // namespace seki::ui
