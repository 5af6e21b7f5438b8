#pragma once

#include <QKeySequence>
#include <QList>
#include <QObject>
#include <QPair>

class QAction;
class QWidget;

namespace seki::ui {

// While the walk-through is shown, its keys (Space, Left/Right, Page Up/Down, Home/End) drive it
// whatever widget of the window has the focus: the board under the walk-through (whose cursor
// would otherwise take the arrows and Space would mark a block), a timeline button, a dock.
// Text fields keep their keys. Installed on the application while the walk-through is active.
class ReviewKeyRouter : public QObject {
    Q_OBJECT
public:
    // `window`: only keys sent to widgets inside it are taken.
    ReviewKeyRouter(QWidget& window, QList<QPair<QKeySequence, QAction*>> keys, QObject* parent = nullptr);

    void setEnabled(bool enabled);
    bool isEnabled() const { return m_enabled; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QAction* actionFor(QObject* watched, QEvent* event) const;

    QWidget& m_window;
    QList<QPair<QKeySequence, QAction*>> m_keys;
    bool m_enabled = false;
};

} // namespace seki::ui
