#pragma once

#include "scoring/trace.h"

#include <QWidget>

class QLabel;
class QListWidget;

namespace seki::ui {

class TraceBoardView;
class TraceController;

// One stage of the scorer beside the board: its title, its board when the stage is done (drawn
// by the same painter as the main board) and the list of its steps. Choosing a step moves the
// timeline there; the step the timeline is on is selected in the list.
class StagePanel : public QWidget {
    Q_OBJECT
public:
    StagePanel(Stage stage, TraceController& controller, QWidget* parent = nullptr);

    Stage stage() const { return m_stage; }
    // What the panel shows, for tests and accessibility: the walk position its board is pinned
    // to, and the step list's lines (a single explanatory line when the stage took no step).
    int boardPosition() const;
    QStringList stepTexts() const;
    int currentRow() const;
    TraceBoardView* board() const { return m_board; }
    // A dock already shows the stage's title: the panel's own can go.
    void setTitleVisible(bool visible);

protected:
    // LanguageChange: the title, the introduction and the step lines are made again in the new
    // language; the step the timeline is on stays selected.
    void changeEvent(QEvent* event) override;

signals:
    // The user chose this panel (its board or a step): the window shows the walk-through.
    void activated();

private:
    void rebuild();
    void followPosition();

    Stage m_stage;
    TraceController& m_controller;
    QLabel* m_title;
    QLabel* m_summary;
    TraceBoardView* m_board;
    QListWidget* m_steps;
    bool m_updating = false;
};

} // namespace seki::ui
