#pragma once

#include "board/position.h"

#include <QDockWidget>

class QMainWindow;
class QScrollArea;

namespace seki::ui {

class GameDocument;
class GameScores;
class RecordNavigator;
class ScorePanel;

// The Score dock: the score table under the three rule sets side by side, never scrolled
// sideways, and as tall as the table wherever the docks below it can give way.
class ScoreDock : public QDockWidget {
    Q_OBJECT
public:
    explicit ScoreDock(QMainWindow& window);
    ScorePanel* panel() const { return m_panel; }
    // The counted position's scores as the open game's GameScores has them (the three rule sets;
    // beside them GNU Go's local-game reading while it is chosen), and which position that is:
    // the end of the game, or the node `navigator` shows while that is counted.
    void showScores(const GameDocument& document, const RecordNavigator& navigator);
    // Nothing open: how to open a game.
    void showNoGame();
    // An exercise is being answered: the count would give it away.
    void showExercise();
    // A node before the counted position is shown as played: where the score is counted instead.
    void showRecordNode(const RecordNavigator& navigator);

protected:
    // Whenever the table changes height (a second reading, a warning, another language), the
    // dock follows where the column has room.
    bool eventFilter(QObject* watched, QEvent* event) override;
    // LanguageChange: the dock grows to the new language's headings.
    void changeEvent(QEvent* event) override;

private:
    // Grows the dock, taking room from the docks below, until the whole table shows.
    void fit();
    void fitWidth();

    QMainWindow& m_window;
    ScorePanel* m_panel;
    QScrollArea* m_scroll;
    int m_fittedHeight = -1; // the table's height the dock was last fitted to
};

} // namespace seki::ui
