#pragma once

#include "board/boardinputhandler.h"

#include "board/position.h"
#include "scoring/scoreresult.h"

#include <QObject>

#include <optional>

class QAction;
class QActionGroup;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace seki::ui {

class BoardView;
class EyeAnalysisPanel;
class EyeLens;
class EyeOverlay;

// GNU Go's eye lens in the window: the "Eye Analysis" dock, the overlay on the board,
// and in the View menu "Show Eye Spaces" and the "Eye Count" choice the seki decision uses for
// the board's territory (the boundary-length table, or GNU Go's local games). The window
// hands it the final position and applies the eye count to its document (eyeMethodChanged).
//
// The lens reads the position only while its dock is visible or the overlay is on, and never
// inside a click: EyeLens defers the analysis to the event loop.
//
// While the overlay is on (overlay()->isOn()), the window's board is in BoardInputMode::InspectEyes
// with this as its handler: a click picks the eye space at the point in the dock, the mouse says
// which space it is over, and nothing is marked.
class EyeLensController : public QObject, public BoardInputHandler {
    Q_OBJECT
public:
    EyeLensController(QMainWindow& window, BoardView& board, QMenu* viewMenu);

    // The final position with its dead marks, or nullopt while none is shown.
    void setPosition(const std::optional<Position>& position);

    // The eye space picked in the panel belongs to the file and the mode it was picked in: a new
    // file or the presentation starts without it.
    void clearSelection();

    EyeMethod eyeMethod() const { return m_eyeMethod; }
    void setEyeMethod(EyeMethod method);
    static QString eyeMethodTitle(EyeMethod method);

    EyeLens& lens() const { return *m_lens; }
    EyeAnalysisPanel* panel() const { return m_panel; }
    EyeOverlay* overlay() const { return m_overlay; }
    QDockWidget* dock() const { return m_dock; }
    // Whether the Eye Analysis dock can be seen (not closed, not behind another dock's tab).
    bool isPanelShown() const { return m_panelShown; }
    QAction* showEyeSpacesAction() const { return m_showAction; }
    QAction* eyeMethodAction(EyeMethod method) const;

    // The board while the overlay is on (BoardInputMode::InspectEyes).
    void activate(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers) override;
    void hover(std::optional<Point> point) override;

signals:
    void eyeMethodChanged(seki::EyeMethod method);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void updateWanted();
    void retranslate();

    // What the lens knows of `point` ("A9: in Black's eye space of 2 points."), for the status line.
    QString describe(Point point) const;

    QMainWindow& m_window;
    EyeLens* m_lens = nullptr;
    EyeAnalysisPanel* m_panel = nullptr;
    EyeOverlay* m_overlay = nullptr;
    QDockWidget* m_dock = nullptr;
    QAction* m_showAction = nullptr;
    QActionGroup* m_methodGroup = nullptr;
    QMenu* m_eyeCountMenu = nullptr;
    EyeMethod m_eyeMethod = EyeMethod::Boundary;
    bool m_panelShown = false;
};

} // namespace seki::ui
