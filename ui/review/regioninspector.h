#pragma once

#include "board/point.h"

#include <QWidget>

class QLabel;

namespace seki::ui {

class TraceController;
class TraceWalk;

// What the scorer found about the point the user clicked: for an empty point of the filled board,
// its region's boundary stones, boundary length with its parts, shape, eye count, the other
// regions of its expansion and the verdict (the boards highlight the same); for a filled point,
// why it was filled; for a stone, what it is.
class RegionInspector : public QWidget {
    Q_OBJECT
public:
    explicit RegionInspector(TraceController& controller, QWidget* parent = nullptr);

    // The description as plain text, for tests and accessibility.
    QString text() const;
    // The same description of any point, without selecting it.
    static QString describe(const TraceWalk& walk, Point point);

protected:
    // LanguageChange: the description of the selected point is made again in the new language.
    void changeEvent(QEvent* event) override;

private:
    void refresh();

    TraceController& m_controller;
    QLabel* m_label;
};

} // namespace seki::ui
