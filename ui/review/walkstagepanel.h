#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class QVBoxLayout;

namespace seki::ui {

class TraceBoardView;
class TraceController;

// What every stage panel of the walk-through shows (the dead-stone stage's and each scorer
// stage's): the stage's miniature board, pinned to its end (drawn by the same painter as the main
// board), a summary, and one line per step. Clicking the board goes to the stage's end, choosing a
// line to its step; the line of the step the timeline is on is selected. A subclass says what its
// stage holds, and calls rebuild() once it is built (and a virtual function can answer).
class WalkStagePanel : public QWidget {
    Q_OBJECT
public:
    // What the panel shows, for tests and accessibility: the walk position its board is pinned
    // to, and its list's lines.
    int boardPosition() const;
    QStringList lineTexts() const;
    int currentRow() const;
    TraceBoardView* board() const { return m_board; }

signals:
    // The user chose this panel (its board or a line): the window shows the walk-through.
    void activated();

protected:
    explicit WalkStagePanel(TraceController& controller, QWidget* parent = nullptr);

    // The stage's part, asked only while there is a walk (but noWalkText).
    virtual QString noWalkText() const = 0;
    virtual QString summaryText() const = 0;
    virtual int endPosition() const = 0;
    // The lines' texts and tooltips, and where a line's step is in the walk (row from 0).
    virtual void addLines(QListWidget& list) const = 0;
    virtual int linePosition(int row) const = 0;
    // The line (from 1) of the step the timeline is on, 0 when it is not in this stage.
    virtual int currentLine() const = 0;

    // The panel's column, to put a title above the board.
    QVBoxLayout* column() const { return m_column; }
    TraceController& controller() const { return m_controller; }
    void rebuild();
    // LanguageChange: the texts are made again in the new language, the line kept.
    void changeEvent(QEvent* event) override;

private:
    void followPosition();

    TraceController& m_controller;
    QVBoxLayout* m_column;
    QLabel* m_summary;
    TraceBoardView* m_board;
    QListWidget* m_lines;
    bool m_updating = false;
};

} // namespace seki::ui
