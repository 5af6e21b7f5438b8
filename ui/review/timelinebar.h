#pragma once

#include <QKeySequence>
#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QSlider;

namespace seki::ui {

class TraceController;

// The walk-through's transport: start of stage, step back, play/pause, step forward, end of
// stage, a slider over every position of the walk, "stage 2 of 5 · step 3 of 7" and a speed
// control. The actions carry the keyboard shortcuts (Page Up, Left, Space, Right, Page Down,
// Home, End) so a window can put them in its menus.
class TimelineBar : public QWidget {
    Q_OBJECT
public:
    explicit TimelineBar(TraceController& controller, QWidget* parent = nullptr);

    QAction* playAction() const { return m_play; }
    QAction* stepBackAction() const { return m_stepBack; }
    QAction* stepForwardAction() const { return m_stepForward; }
    QAction* stageBackAction() const { return m_stageBack; }
    QAction* stageForwardAction() const { return m_stageForward; }
    QAction* startAction() const { return m_start; }
    QAction* endAction() const { return m_end; }
    QList<QAction*> navigationActions() const;
    // Each navigation action with its key, whether the shortcuts are on or not.
    QList<QPair<QKeySequence, QAction*>> keyedActions() const;

    // A window where the same keys mean something else outside the walk-through turns the
    // shortcuts off while the walk-through is not shown (the buttons keep working).
    void setShortcutsEnabled(bool enabled);
    bool shortcutsEnabled() const { return m_shortcutsEnabled; }

    QSlider* slider() const { return m_slider; }
    QComboBox* speedBox() const { return m_speed; }
    QString positionText() const;

    // The speed factors on offer, slowest first.
    static QList<double> speeds();

protected:
    // LanguageChange: the actions, tooltips and labels are set again; the position and the
    // speed chosen stay.
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateState();

    TraceController& m_controller;
    QAction* m_play;
    QAction* m_stepBack;
    QAction* m_stepForward;
    QAction* m_stageBack;
    QAction* m_stageForward;
    QAction* m_start;
    QAction* m_end;
    QSlider* m_slider;
    QLabel* m_label;
    QLabel* m_speedLabel;
    QComboBox* m_speed;
    QList<QKeySequence> m_keys;
    bool m_shortcutsEnabled = true;
};

} // namespace seki::ui
