#pragma once

#include "common/translatedtexts.h"

#include <QObject>

class QAction;
class QMainWindow;
class QMenu;
class QToolBar;

namespace seki::ui {

class GameDocument;
class RecordNavigator;
class UserPrompts;

// The Go menu: stepping through the record (first, previous, next, final position, ten moves at a
// time, to a move by its number), its variations, forks and comments, and Score the Position
// Shown. The shortcuts work wherever the focus is.
class MoveActions : public QObject {
    Q_OBJECT
public:
    MoveActions(QMainWindow& window, RecordNavigator& navigator, UserPrompts& prompts);

    void setDocument(GameDocument* document) { m_document = document; }
    // Fills the Go menu; the stepping actions go on the tool bar too.
    void addTo(QMenu& goMenu, QToolBar& toolBar);
    // Enabled where they lead somewhere; `recordShown` false while the walk-through has the keys.
    void update(bool recordShown);
    void retranslate() { m_texts.retranslate(); }

    QAction* scoreShownAction() const { return m_scoreShown; }
    // Go › Go to Move: asks for a move of the line shown and goes there.
    void goToMoveNumber();
    bool scoreShown() const;
    // Tells the document which node to count: the one shown while Score the Position Shown is
    // on and the board editor is not open (`editing`), else the final position.
    void followCountedNode(bool editing);

signals:
    // Score the Position Shown was switched on or off.
    void scoreShownToggled();

private:
    RecordNavigator& m_navigator;
    UserPrompts& m_prompts;
    QMainWindow& m_window;
    GameDocument* m_document = nullptr;
    TranslatedTexts m_texts{"seki::ui::MoveActions"};
    QAction* m_first = nullptr;
    QAction* m_previous = nullptr;
    QAction* m_next = nullptr;
    QAction* m_last = nullptr;
    QAction* m_backTen = nullptr;
    QAction* m_forwardTen = nullptr;
    QAction* m_goToMove = nullptr;
    QAction* m_previousComment = nullptr;
    QAction* m_nextComment = nullptr;
    QAction* m_previousFork = nullptr;
    QAction* m_nextFork = nullptr;
    QAction* m_previousVariation = nullptr;
    QAction* m_nextVariation = nullptr;
    QAction* m_scoreShown = nullptr;
};

} // namespace seki::ui
