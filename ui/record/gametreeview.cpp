#include "record/gametreeview.h"

#include "common/pointnames.h"
#include "document/recordnavigator.h"

#include "sgf/sgfgametree.h"
#include "sgf/treecursor.h"

#include <QAccessible>
#include <QEvent>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace seki::ui {

namespace {

// Commented nodes carry a dot in this blue, on the light and the dark palettes alike.
const QColor commentColour(40, 130, 230);

} // namespace

GameTreeView::GameTreeView(RecordNavigator& navigator, QWidget* parent)
    : QAbstractScrollArea(parent), m_navigator(navigator)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    viewport()->setBackgroundRole(QPalette::Base);
    viewport()->setAutoFillBackground(true);
    horizontalScrollBar()->setSingleStep(m_spacing);
    verticalScrollBar()->setSingleStep(m_spacing);
    takeSpacing();
    setAccessibleName(tr("Game tree"));
    connect(&m_navigator, &RecordNavigator::treeChanged, this, &GameTreeView::rebuild);
    connect(&m_navigator, &RecordNavigator::changed, this, &GameTreeView::follow);
    rebuild();
    follow();
}

QSize GameTreeView::sizeHint() const
{
    return QSize(m_spacing * 10, m_spacing * 6);
}

void GameTreeView::takeSpacing()
{
    // Room for a three-digit move number in a stone at the window's font size.
    m_spacing = std::max(26, int(std::lround(fontMetrics().height() * 1.75)));
    m_margin = m_spacing / 2;
    horizontalScrollBar()->setSingleStep(m_spacing);
    verticalScrollBar()->setSingleStep(m_spacing);
}

void GameTreeView::rebuild()
{
    m_tree = m_navigator.tree();
    m_layout = m_tree ? GameTreeLayout(*m_tree) : GameTreeLayout();
    m_line.clear();
    m_onLine.assign(size_t(m_layout.nodeCount()), 0);
    m_current = SgfNode::NoNode;
    updateScrollBars();
    viewport()->update();
}

void GameTreeView::follow()
{
    const TreeCursor* cursor = m_navigator.cursor();
    if (m_tree != m_navigator.tree())
        rebuild();
    for (const int node : m_line)
        m_onLine[size_t(node)] = 0;
    m_line.clear();
    if (!cursor || !m_tree) {
        m_current = SgfNode::NoNode;
        viewport()->update();
        return;
    }
    m_current = cursor->node();
    m_line = cursor->line();
    // Nodes laid out only: a tree edited is laid out again (treeChanged) before it is shown.
    std::erase_if(m_line, [this](int node) { return node < 0 || node >= m_layout.nodeCount(); });
    for (const int node : m_line)
        m_onLine[size_t(node)] = 1;
    if (m_current >= m_layout.nodeCount())
        m_current = SgfNode::NoNode;
    scrollToCurrent();
    viewport()->update();
    setAccessibleDescription(describe(m_current));
    if (QAccessible::isActive()) {
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
}

void GameTreeView::updateScrollBars()
{
    const QSize area = viewport()->size();
    const int width = m_layout.columnCount() * m_spacing + 2 * m_margin;
    const int height = m_layout.rowCount() * m_spacing + 2 * m_margin;
    horizontalScrollBar()->setPageStep(area.width());
    horizontalScrollBar()->setRange(0, std::max(0, width - area.width()));
    verticalScrollBar()->setPageStep(area.height());
    verticalScrollBar()->setRange(0, std::max(0, height - area.height()));
}

void GameTreeView::scrollToCurrent()
{
    if (m_current == SgfNode::NoNode)
        return;
    const GameTreeLayout::Cell cell = m_layout.cell(m_current);
    const auto scroll = [this](QScrollBar* bar, int low, int page) {
        const int high = low + m_spacing;
        const int room = std::min(2 * m_spacing, std::max(0, (page - m_spacing) / 2));
        const int value = bar->value();
        if (high <= value || low >= value + page)
            bar->setValue(low + m_spacing / 2 - page / 2); // far out of view: centred
        else if (low - room < value)
            bar->setValue(low - room);
        else if (high + room > value + page)
            bar->setValue(high + room - page);
    };
    scroll(horizontalScrollBar(), cell.column * m_spacing, viewport()->width());
    scroll(verticalScrollBar(), cell.row * m_spacing, viewport()->height());
}

QPointF GameTreeView::centre(GameTreeLayout::Cell cell) const
{
    return QPointF(m_margin + (cell.column + 0.5) * m_spacing - horizontalScrollBar()->value(),
                   m_margin + (cell.row + 0.5) * m_spacing - verticalScrollBar()->value());
}

QRect GameTreeView::nodeRect(int node) const
{
    if (node < 0 || node >= m_layout.nodeCount())
        return QRect();
    const QPointF c = centre(m_layout.cell(node));
    return QRect(int(std::lround(c.x())) - m_spacing / 2, int(std::lround(c.y())) - m_spacing / 2, m_spacing,
                 m_spacing);
}

int GameTreeView::nodeAt(const QPoint& position) const
{
    const int x = position.x() + horizontalScrollBar()->value() - m_margin;
    const int y = position.y() + verticalScrollBar()->value() - m_margin;
    if (x < 0 || y < 0)
        return SgfNode::NoNode;
    return m_layout.nodeAt(x / m_spacing, y / m_spacing);
}

QString GameTreeView::describe(int node) const
{
    if (!m_tree || node < 0 || node >= m_layout.nodeCount() || !m_navigator.cursor())
        return QString();
    const TreeCursor::Branch move = m_navigator.cursor()->moveOf(node);
    const int height = m_navigator.cursor()->state().board.height();
    const QString player = move.color == Color::Black ? tr("Black") : tr("White");
    QString text;
    if (move.color == Color::Empty)
        text = node == SgfGameTree::Root ? tr("Start of the game") : tr("No move (position or comment)");
    else if (move.point)
        text = tr("Move %1: %2 %3").arg(m_layout.moveNumber(node)).arg(player, pointName(*move.point, height));
    else if (move.pass)
        text = tr("Move %1: %2 passes").arg(m_layout.moveNumber(node)).arg(player);
    else // a move off the board or not a point: the node shown says why
        text = tr("Move %1: %2, not played").arg(m_layout.moveNumber(node)).arg(player);
    const int variations = int(m_tree->node(node).children().size()) - 1;
    if (variations > 0)
        text += QLatin1Char('\n') + tr("%n variation(s) branch off here", nullptr, variations);
    QString comment = m_navigator.commentOf(node).simplified();
    if (!comment.isEmpty()) {
        const int most = 160;
        if (comment.size() > most)
            comment = comment.left(most - 1) + QChar(0x2026);
        text += QLatin1Char('\n') + comment;
    }
    return text;
}

void GameTreeView::paintEvent(QPaintEvent* /*event*/)
{
    QPainter painter(viewport());
    painter.setRenderHint(QPainter::Antialiasing);
    if (!m_tree || m_layout.nodeCount() == 0) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(viewport()->rect().adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap,
                         tr("No game record: this position has no moves."));
        return;
    }
    const int x = horizontalScrollBar()->value() - m_margin;
    const int y = verticalScrollBar()->value() - m_margin;
    const int firstColumn = std::max(0, x / m_spacing - 1);
    const int lastColumn = std::min(m_layout.columnCount() - 1, (x + viewport()->width()) / m_spacing + 1);
    const int firstRow = std::max(0, y / m_spacing - 1);
    const int lastRow = (y + viewport()->height()) / m_spacing + 1;

    // The connectors first, then the nodes over them. A node below the view can still have its
    // connector run down through it: the first node below each column is drawn too.
    for (int column = firstColumn; column <= std::min(lastColumn + 1, m_layout.columnCount() - 1); ++column) {
        for (const int node : m_layout.nodesIn(column, firstRow, lastRow))
            paintEdge(painter, node);
        if (const int below = m_layout.firstNodeBelow(column, lastRow); below != SgfNode::NoNode)
            paintEdge(painter, below);
    }
    for (int column = firstColumn; column <= lastColumn; ++column)
        for (const int node : m_layout.nodesIn(column, firstRow, lastRow))
            paintNode(painter, node);
}

void GameTreeView::paintEdge(QPainter& painter, int node) const
{
    const int parent = m_layout.parent(node);
    if (parent == SgfNode::NoNode)
        return;
    const bool bold = m_onLine[size_t(node)] && m_onLine[size_t(parent)];
    QColor colour = palette().color(QPalette::Text);
    if (!bold)
        colour.setAlphaF(0.35f);
    painter.setPen(QPen(colour, bold ? std::max(2.0, m_spacing / 10.0) : std::max(1.0, m_spacing / 20.0),
                        Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    const GameTreeLayout::Cell from = m_layout.cell(parent);
    const GameTreeLayout::Cell to = m_layout.cell(node);
    if (from.row == to.row) {
        painter.drawLine(centre(from), centre(to));
        return;
    }
    // Down the parent's column to the row above, then across to the variation's first node.
    const QPointF bend = centre(GameTreeLayout::Cell{from.column, to.row - 1});
    painter.drawPolyline(QPolygonF({centre(from), bend, centre(to)}));
}

void GameTreeView::paintNode(QPainter& painter, int node) const
{
    const QPointF c = centre(m_layout.cell(node));
    const double side = m_spacing;
    if (node == m_current) {
        const QRectF back(c.x() - side / 2 + 1, c.y() - side / 2 + 1, side - 2, side - 2);
        painter.setPen(hasFocus() ? QPen(palette().color(QPalette::Highlight).darker(130), 2) : Qt::NoPen);
        painter.setBrush(palette().color(QPalette::Highlight));
        painter.drawRoundedRect(back, side / 5, side / 5);
    }
    const SgfNode& sgfNode = m_tree->node(node);
    const bool black = sgfNode.has("B");
    const bool white = !black && sgfNode.has("W");
    const QColor outline = palette().color(QPalette::Text);
    if (black || white) {
        const double radius = side * 0.38;
        // On a dark palette a black stone needs a light rim to stand off the background.
        const bool darkBase = palette().color(QPalette::Base).lightness() < 128;
        const QColor rim = black ? (darkBase ? QColor(150, 150, 150) : QColor(10, 10, 10)) : QColor(60, 60, 60);
        painter.setPen(QPen(rim, std::max(1.0, side / 20.0)));
        painter.setBrush(black ? QColor(25, 25, 25) : QColor(248, 248, 244));
        painter.drawEllipse(c, radius, radius);
        // The move number, fitted inside the stone.
        const QString number = QString::number(m_layout.moveNumber(node));
        QFont font = painter.font();
        font.setPixelSize(std::max(6, int(side * 0.36)));
        font.setBold(true);
        const double room = radius * 1.7;
        const double wide = QFontMetricsF(font).horizontalAdvance(number);
        if (wide > room)
            font.setPixelSize(std::max(5, int(font.pixelSize() * room / wide)));
        painter.setFont(font);
        painter.setPen(black ? QColor(245, 245, 245) : QColor(15, 15, 15));
        painter.drawText(QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter, number);
    } else {
        // The root, setup and comment-only nodes: a small square.
        const double half = side * 0.18;
        painter.setPen(QPen(outline, std::max(1.0, side / 24.0)));
        painter.setBrush(palette().color(QPalette::Mid));
        painter.drawRect(QRectF(c.x() - half, c.y() - half, 2 * half, 2 * half));
    }
    if (m_navigator.hasComment(node)) {
        const double dot = side * 0.12;
        painter.setPen(QPen(palette().color(QPalette::Base), 1));
        painter.setBrush(commentColour);
        painter.drawEllipse(QPointF(c.x() + side * 0.3, c.y() - side * 0.3), dot, dot);
    }
}

void GameTreeView::resizeEvent(QResizeEvent* event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
    // Shown for the first time (a dock raised) or resized: the node shown stays in view.
    scrollToCurrent();
}

void GameTreeView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    const int node = nodeAt(event->position().toPoint());
    if (node != SgfNode::NoNode)
        m_navigator.goToNode(node);
    event->accept();
}

void GameTreeView::wheelEvent(QWheelEvent* event)
{
    // A tree is wider than high: with nothing to scroll down, the wheel scrolls along the moves.
    if (verticalScrollBar()->maximum() == 0 && event->angleDelta().x() == 0) {
        QScrollBar* bar = horizontalScrollBar();
        bar->setValue(bar->value() - event->angleDelta().y() * bar->singleStep() * 3 / 120);
        event->accept();
        return;
    }
    QAbstractScrollArea::wheelEvent(event);
}

bool GameTreeView::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int node = nodeAt(help->pos());
        if (node == SgfNode::NoNode)
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), describe(node), viewport(), nodeRect(node));
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

void GameTreeView::changeEvent(QEvent* event)
{
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        takeSpacing();
        updateScrollBars();
        scrollToCurrent();
    }
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Game tree"));
        setAccessibleDescription(describe(m_current));
    }
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        viewport()->update();
}

void GameTreeView::focusInEvent(QFocusEvent* event)
{
    QAbstractScrollArea::focusInEvent(event);
    viewport()->update();
}

void GameTreeView::focusOutEvent(QFocusEvent* event)
{
    QAbstractScrollArea::focusOutEvent(event);
    viewport()->update();
}

} // namespace seki::ui
