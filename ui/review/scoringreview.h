#pragma once

#include "board/boardinputhandler.h"
#include "board/position.h"

#include <QObject>
#include <QPointer>

#include <array>
#include <memory>

class QAction;
class QCheckBox;
class QComboBox;
class QDockWidget;
class QLabel;
class QMainWindow;
class QMenu;
class QScrollArea;

namespace seki::ui {

class BoardView;
class DeadStonePanel;
class GameDocument;
class RegionInspector;
class ReviewKeyRouter;
class RulesComparison;
class StagePanel;
class TimelineBar;
class TraceBoardView;
class TraceController;
class TraceWalk;

// The "Review Scoring" mode of the window: the scorer's reasoning, stage by stage, on the main
// board, after the dead-stone stage (which stones are dead, and why). It brings its own docks
// (the dead-stone stage and one per stage, the timeline with the explanation under the
// board, the region inspector, the rules side by side), a Review menu and the View toggles, and
// lays its board over the window's BoardView while the mode is on.
//
// Keys: while reviewing, Space plays or pauses, Left/Right step, Page Up/Down jump to the start
// or end of a stage, Home/End to the first or last step, Escape leaves the mode — wherever the
// focus is in the window (ReviewKeyRouter), so the board under the walk-through never takes them. The window's own
// Left/Right/Home/End step through the game record only while the mode is off (the window
// disables them while isActive()), so the same keys never mean two things at once.
//
// The board under the walk-through is read-only: a click anywhere on it, with any button, only
// shows that point in the region inspector. Its own board has no way to the window's commands, and
// while the mode is on the window's board is in BoardInputMode::InspectScoring with this as its
// handler, which does the same; nothing the user has marked can change while the walk-through is on.
class ScoringReview : public QObject, public BoardInputHandler {
    Q_OBJECT
public:
    ScoringReview(QMainWindow& window, BoardView& board, QMenu* viewMenu);
    ~ScoringReview() override;

    void setDocument(const GameDocument* document);
    bool isActive() const { return m_active; }
    Rules rules() const { return m_rules; }

    TraceController& controller() const { return *m_controller; }
    TraceBoardView* boardView() const { return m_board; }
    TimelineBar* timeline() const { return m_timeline; }
    QCheckBox* otherPhaseBox() const { return m_otherPhaseBox; }
    // The beginner's walk-through (one step per stage) when ticked, every step when not;
    // remembered in the settings (AppSettings::walkOneStepPerStage).
    QCheckBox* oneStepPerStageBox() const { return m_oneStepBox; }
    StagePanel* stagePanel(int stage) const { return m_panels[size_t(stage)]; }
    // The dead-stone stage's panel and dock (before stage 1).
    DeadStonePanel* deadStonePanel() const { return m_deadStonePanel; }
    QDockWidget* deadStoneDock() const { return m_deadStoneDock; }
    QDockWidget* stageDock(int stage) const { return m_stageDocks[size_t(stage)]; }
    RegionInspector* inspector() const { return m_inspector; }
    RulesComparison* rulesComparison() const { return m_comparison; }
    QString explanationText() const;
    QAction* reviewAction() const { return m_reviewAction; }

    // The window's board while the walk-through is on (BoardInputMode::InspectScoring): a click
    // shows the point in the region inspector, as on the walk-through's own board.
    void activate(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers) override;
    void hover(std::optional<Point>) override { }

    // Gives the menus, actions and docks their texts again after a language change (the window
    // calls it from its own retranslation).
    void retranslate();
    // The stage docks and the timeline are the walk-through's: shown while it is on and hidden
    // otherwise, so outside it the board has the room. The window calls it once its saved layout
    // is restored (a layout saved during a walk-through has them open).
    void applyLayout();

public slots:
    void setActive(bool active);
    void setRules(Rules rules);
    void exportStageImage();
    void exportHandout();

signals:
    void activeChanged(bool active);
    // The user picked other rules in the walk-through's box: the window's rules selector takes
    // them, and the board, Save and handouts follow.
    void rulesChosen(seki::Rules rules);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createDocks(QMenu* viewMenu);
    // A stage dock's tab: short enough that five tabs fit under the stage boards ("3 False eyes").
    static QString stageTabTitle(int stage);
    static QString deadStoneTabTitle();
    void createMenu();
    void rebuild(bool keepStage);
    void updateExplanation();
    void fitExplanation();
    // Shows `point`'s region in the inspector: all a click on the walk-through's board does.
    void inspect(Point point);

    QMainWindow& m_window;
    BoardView& m_mainBoard;
    const GameDocument* m_document = nullptr;
    QMetaObject::Connection m_documentConnection;
    Rules m_rules = Rules::Japanese;
    bool m_active = false;
    TraceController* m_controller;
    TraceBoardView* m_board;
    TimelineBar* m_timeline = nullptr;
    QComboBox* m_rulesBox = nullptr;
    QCheckBox* m_otherPhaseBox = nullptr; // the walk shows the checkered fill's other phase
    QCheckBox* m_oneStepBox = nullptr;    // the beginner's walk: one step per stage
    // The walk with every step, whichever the timeline shows: what Export Handout prints.
    std::shared_ptr<const TraceWalk> m_everyStepWalk;
    QLabel* m_explanation = nullptr;
    QScrollArea* m_explanationScroll = nullptr;
    std::array<StagePanel*, 5> m_panels{};
    std::array<QDockWidget*, 5> m_stageDocks{};
    DeadStonePanel* m_deadStonePanel = nullptr;
    QDockWidget* m_deadStoneDock = nullptr;
    QDockWidget* m_timelineDock = nullptr;
    RegionInspector* m_inspector = nullptr;
    QDockWidget* m_inspectorDock = nullptr;
    RulesComparison* m_comparison = nullptr;
    QDockWidget* m_comparisonDock = nullptr;
    QAction* m_reviewAction = nullptr;
    QAction* m_leaveAction = nullptr;
    QAction* m_exportImageAction = nullptr;
    QAction* m_exportHandoutAction = nullptr;
    QMenu* m_reviewMenu = nullptr;
    QMenu* m_walkthroughMenu = nullptr;
    ReviewKeyRouter* m_keyRouter = nullptr;
    // The tab in front in the right column before the walk-through raised the inspector: in front
    // again when it ends, so leaving puts the reviewing layout back.
    QPointer<QDockWidget> m_frontBefore;
    // The side columns' widths each layout had when it was last left (-1: not yet): the reviewing
    // layout's right column, and the walk-through's stage docks and right column.
    int m_reviewingColumn = -1;
    int m_reviewingScoreHeight = -1;
    int m_walkStages = -1;
    int m_walkColumn = -1;
    // Shows or hides the walk-through's docks and gives the columns the widths of the layout
    // entered (the board keeps the most room it can in both).
    void switchLayout(bool walkthrough);
};

} // namespace seki::ui
