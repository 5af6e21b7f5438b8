#pragma once

#include "record/gametreelayout.h"

#include <QAbstractScrollArea>

#include <vector>

namespace seki {
class SgfGameTree;
}

namespace seki::ui {

class RecordNavigator;

// The game tree panel, drawn as Sabaki and CGoban draw it: every node of the record on a grid
// (GameTreeLayout: a column per move, a row per line), black and white stones numbered by move,
// setup nodes as small squares, a dot on the nodes that carry a comment, the line shown drawn
// bold and the current node on a highlight. A click goes to a node; the window's keys step
// through the record (the panel follows the node shown and scrolls to keep it in view).
// Only what is in view is painted, so a record of any depth or width scrolls at once.
class GameTreeView : public QAbstractScrollArea {
    Q_OBJECT
public:
    explicit GameTreeView(RecordNavigator& navigator, QWidget* parent = nullptr);

    const GameTreeLayout& treeLayout() const { return m_layout; }
    // The node on the highlight (SgfNode::NoNode without a record).
    int currentNode() const { return m_current; }
    // Where `node` is drawn, in the viewport's coordinates (it may lie outside the viewport).
    QRect nodeRect(int node) const;
    // The node drawn at `position` (viewport coordinates), or SgfNode::NoNode.
    int nodeAt(const QPoint& position) const;
    // The distance between two nodes' centres, in pixels.
    int spacing() const { return m_spacing; }
    // The node's description: its move and the start of its comment (its tool tip).
    QString describe(int node) const;

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    bool viewportEvent(QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void rebuild();
    void follow();
    void updateScrollBars();
    // Scrolls so that the current node is in view with some room around it: as little as
    // possible when it is near, centred when it was far out of view.
    void scrollToCurrent();
    void takeSpacing();
    // The centre of a cell in the viewport's coordinates.
    QPointF centre(GameTreeLayout::Cell cell) const;
    void paintEdge(class QPainter& painter, int node) const;
    void paintNode(class QPainter& painter, int node) const;

    RecordNavigator& m_navigator;
    const SgfGameTree* m_tree = nullptr;
    GameTreeLayout m_layout;
    int m_current = -1;
    // The line shown (the path to the node shown, continued by first children), drawn bold.
    std::vector<int> m_line;
    std::vector<char> m_onLine; // by node
    int m_spacing = 28;
    int m_margin = 14;
};

} // namespace seki::ui
