#include "review/traceoverlaypainter.h"

#include "scoring/stages/sekiverdict.h"

#include "board/boardpainter.h"
#include "review/stepexplainer.h"
#include "board/themerenderer.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>
#include <cmath>

namespace seki::ui {

namespace {

const QColor CountColour(214, 96, 0);       // boundary counting, the block in atari
const QColor FocusColour(20, 110, 210);     // the point or region the step is about
const QColor StrikeColour(196, 24, 24);     // seki: does not score
const QColor NeutralTint(255, 214, 0, 110); // a neutral region

QRectF centred(const QRectF& cell, double fraction)
{
    const double side = cell.width() * fraction;
    return QRectF(cell.center().x() - side / 2, cell.center().y() - side / 2, side, side);
}

// Steps whose stone or strike grows over the animation; the rest only fade their highlight in.
bool isFill(StepKind kind)
{
    return kind == StepKind::FillNeutral || kind == StepKind::FillFalseEye;
}

// FillFalseEye shows the block in atari for the first half of its animation, then the fill.
constexpr double AtariPhase = 0.5;

} // namespace

TraceOverlayPainter::TraceOverlayPainter(ThemeRenderer& theme) : m_theme(theme)
{
}

QColor TraceOverlayPainter::expansionColour(int expansionIndex)
{
    // Okabe & Ito's palette, without its yellow (lost on the wood).
    static const std::array<QColor, 6> palette{QColor(0, 114, 178),   QColor(213, 94, 0),   QColor(0, 158, 115),
                                               QColor(204, 121, 167), QColor(86, 180, 233), QColor(120, 60, 160)};
    if (expansionIndex < 0)
        return QColor(70, 70, 70);
    return palette[size_t(expansionIndex) % palette.size()];
}

BoardScene TraceOverlayPainter::baseScene(const TraceWalk& walk, const TraceFrame& frame, bool showCoordinates)
{
    BoardScene scene = walk.snapshot(frame.position).scene;
    scene.showCoordinates = showCoordinates;
    const Step* step = walk.step(frame.position);
    if (step && isFill(step->kind) && frame.progress < 1.0)
        scene.board.set(step->point, Color::Empty); // the overlay fades it in
    return scene;
}

BoardGeometry TraceOverlayPainter::paintFrame(QPainter& painter, const TraceWalk& walk, const TraceFrame& frame,
                                              const QRectF& area, bool showCoordinates) const
{
    if (walk.isEmpty())
        return BoardGeometry();
    const BoardScene scene = baseScene(walk, frame, showCoordinates);
    const BoardGeometry geometry = BoardPainter(m_theme).paint(painter, scene, area);
    if (geometry.isValid())
        paintOverlay(painter, geometry, walk, frame);
    return geometry;
}

void TraceOverlayPainter::paintOverlay(QPainter& painter, const BoardGeometry& geometry, const TraceWalk& walk,
                                       const TraceFrame& frame) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    paintFilledStones(painter, geometry, walk, frame);
    // The inspector's selection under the stage's own marks, so its tint never hides a badge.
    paintSelection(painter, geometry, walk, frame);
    paintRegions(painter, geometry, walk, frame);
    paintStep(painter, geometry, walk, frame);
    painter.restore();
}

void TraceOverlayPainter::paintStone(QPainter& painter, const BoardGeometry& geometry, Point p, Color color,
                                     double opacity) const
{
    if (opacity <= 0)
        return;
    painter.save();
    painter.setOpacity(painter.opacity() * std::min(1.0, opacity));
    m_theme.paint(painter, color == Color::Black ? QStringLiteral("black_stone") : QStringLiteral("white_stone"),
                  centred(geometry.rectFor(p), 0.96));
    painter.restore();
}

// The scorer's own stones carry a small sign so they are never taken for played ones: a square
// for the checkered neutral fill, a triangle for a false-eye fill.
void TraceOverlayPainter::paintFilledStones(QPainter& painter, const BoardGeometry& geometry, const TraceWalk& walk,
                                            const TraceFrame& frame) const
{
    const TraceWalk::Snapshot& snapshot = walk.snapshot(frame.position);
    const Step* step = walk.step(frame.position);
    const Board& board = walk.board();
    if (step && isFill(step->kind) && frame.progress < 1.0) {
        const double fade = step->kind == StepKind::FillFalseEye
                                ? std::max(0.0, (frame.progress - AtariPhase) / (1 - AtariPhase))
                                : frame.progress;
        paintStone(painter, geometry, step->point, step->color, fade);
    }
    if (snapshot.neutralFilled.none() && snapshot.falseEyeFilled.none())
        return;
    const double cell = geometry.cellSize();
    painter.setBrush(Qt::NoBrush);
    for (int y = 0; y < board.height(); ++y) {
        for (int x = 0; x < board.width(); ++x) {
            const Point p{x, y};
            const size_t i = size_t(board.index(p));
            const bool neutral = snapshot.neutralFilled.test(i);
            const bool falseEye = snapshot.falseEyeFilled.test(i);
            if (!neutral && !falseEye)
                continue;
            const Color color = snapshot.scene.board.at(p);
            double opacity = 1.0;
            if (step && isFill(step->kind) && step->point == p && frame.progress < 1.0)
                opacity = frame.progress;
            painter.setOpacity(opacity);
            painter.setPen(
                QPen(color == Color::Black ? QColor(235, 235, 235) : QColor(30, 30, 30), std::max(1.0, cell * 0.06)));
            const QRectF sign = centred(geometry.rectFor(p), 0.34);
            if (neutral) {
                painter.drawRect(sign);
            } else {
                const QPolygonF triangle{QPointF(sign.center().x(), sign.top()), sign.bottomRight(), sign.bottomLeft()};
                painter.drawPolygon(triangle);
            }
        }
    }
    painter.setOpacity(1.0);
}

void TraceOverlayPainter::paintTint(QPainter& painter, const BoardGeometry& geometry, std::span<const Point> points,
                                    const QColor& colour)
{
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    for (Point p : points)
        painter.drawRect(geometry.rectFor(p));
}

// A region's outline follows the cell borders between its points and everything else.
void TraceOverlayPainter::paintOutline(QPainter& painter, const BoardGeometry& geometry, const TraceWalk& walk,
                                       const TraceWalk::RegionInfo& region, const QColor& colour, double width,
                                       Qt::PenStyle style)
{
    QPainterPath path;
    const double inset = width / 2;
    for (Point p : region.points) {
        const QRectF r = geometry.rectFor(p).adjusted(inset, inset, -inset, -inset);
        auto outside = [&](int dx, int dy) { return walk.regionAt({p.x + dx, p.y + dy}) != region.id; };
        if (outside(0, -1)) {
            path.moveTo(r.topLeft());
            path.lineTo(r.topRight());
        }
        if (outside(0, 1)) {
            path.moveTo(r.bottomLeft());
            path.lineTo(r.bottomRight());
        }
        if (outside(-1, 0)) {
            path.moveTo(r.topLeft());
            path.lineTo(r.bottomLeft());
        }
        if (outside(1, 0)) {
            path.moveTo(r.topRight());
            path.lineTo(r.bottomRight());
        }
    }
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(colour, width, style, Qt::SquareCap, Qt::MiterJoin));
    painter.drawPath(path);
}

void TraceOverlayPainter::paintRing(QPainter& painter, const BoardGeometry& geometry, Point p, const QColor& colour,
                                    double fraction)
{
    const double cell = geometry.cellSize();
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(colour, std::max(1.5, cell * 0.09)));
    painter.drawEllipse(centred(geometry.rectFor(p), 0.5 + fraction * 0.6));
}

void TraceOverlayPainter::paintStrike(QPainter& painter, const BoardGeometry& geometry, Point p, double progress)
{
    const QRectF r = centred(geometry.rectFor(p), 0.8);
    painter.setPen(QPen(StrikeColour, std::max(1.5, geometry.cellSize() * 0.09), Qt::SolidLine, Qt::RoundCap));
    const QPointF from = r.bottomLeft();
    painter.drawLine(from, from + (r.topRight() - from) * std::clamp(progress, 0.0, 1.0));
}

void TraceOverlayPainter::paintBadge(QPainter& painter, const BoardGeometry& geometry, Point anchor,
                                     const QString& text, const QColor& colour, double scale, BadgePlace place)
{
    if (scale <= 0)
        return;
    const double cell = geometry.cellSize();
    QFont font = painter.font();
    font.setPixelSize(std::max(7, int(cell * 0.36 * scale)));
    font.setBold(true);
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    const QSizeF size(metrics.horizontalAdvance(text) + cell * 0.2 * scale, metrics.height() + cell * 0.04);
    // Above-left of the region's first point: that corner is never inside the region itself. Or
    // centred on the lower edge of its cell, clear of what is drawn at a neighbour's centre and
    // beside the point (the counts of a boundary length).
    const QPointF corner = geometry.rectFor(anchor).topLeft();
    const QRectF box = place == BadgePlace::LowerEdge
                           ? QRectF(geometry.centre(anchor) + QPointF(-size.width() / 2, cell * 0.45 - size.height() / 2),
                                    size)
                           : QRectF(corner.x() - size.width() * 0.35, corner.y() - size.height() * 0.35,
                                    size.width(), size.height());
    painter.setPen(QPen(Qt::white, std::max(1.0, cell * 0.03)));
    painter.setBrush(colour);
    painter.drawRoundedRect(box, size.height() * 0.3, size.height() * 0.3);
    painter.setPen(Qt::white);
    painter.drawText(box, Qt::AlignCenter, text);
}

void TraceOverlayPainter::paintCount(QPainter& painter, const QRectF& where, int number, double cell)
{
    painter.setPen(QPen(Qt::white, std::max(1.0, cell * 0.03)));
    painter.setBrush(CountColour);
    painter.drawEllipse(where);
    QFont font = painter.font();
    font.setPixelSize(std::max(6, int(where.height() * (number >= 10 ? 0.5 : 0.62))));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(Qt::white);
    painter.drawText(where, Qt::AlignCenter, QString::number(number));
}

// Stage 4 keeps what it has found on the board as it goes (outlines, eye badges, expansion
// colours); stage 5 keeps the badges and strikes out each seki as it is found.
void TraceOverlayPainter::paintRegions(QPainter& painter, const BoardGeometry& geometry, const TraceWalk& walk,
                                       const TraceFrame& frame) const
{
    const TraceWalk::Location& location = walk.location(frame.position);
    const Step* step = walk.step(frame.position);
    if (location.stage != Stage::Eyes && location.stage != Stage::Verdict)
        return;
    if (location.summary && !location.deadStoneStage) {
        paintSummary(painter, geometry, walk, location);
        return;
    }
    if (step && step->kind == StepKind::Tally)
        return; // the final picture is the score itself
    // Everything recorded before this position; the current step's own part waits for paintStep.
    const int done = location.traceIndex < 0 ? (location.stage == Stage::Eyes ? -1 : int(walk.trace().steps().size()))
                                             : location.traceIndex;
    const double cell = geometry.cellSize();
    for (const TraceWalk::RegionInfo& region : walk.regions()) {
        if (region.regionStep < 0 || region.regionStep >= done || region.points.empty())
            continue;
        const bool grouped = region.expansionIndex >= 0 && walk.expansions()[size_t(region.expansionIndex)].step < done;
        const QColor colour = grouped ? expansionColour(region.expansionIndex) : QColor(60, 60, 60);
        if (location.stage == Stage::Eyes || region.verdict != TraceWalk::Verdict::Seki || region.verdictStep >= done)
            paintOutline(painter, geometry, walk, region, colour, std::max(1.5, cell * 0.07));
        if (region.eyeStep >= 0 && region.eyeStep < done)
            paintBadge(painter, geometry, region.points.front(), StepExplainer::eyesNumber(region.halfEyes), colour);
    }
    if (location.stage != Stage::Verdict)
        return;
    // Seki regions (and the 1989 rule's) recorded before this position: struck out.
    const Board& board = walk.board();
    for (int y = 0; y < board.height(); ++y) {
        for (int x = 0; x < board.width(); ++x) {
            const int verdict = walk.verdictStepAt({x, y});
            if (verdict < 0 || verdict >= done)
                continue;
            const StepKind kind = walk.trace().steps()[size_t(verdict)].kind;
            if (kind == StepKind::Seki || kind == StepKind::StrictSeki)
                paintStrike(painter, geometry, {x, y}, 1.0);
        }
    }
}

// The beginner's step of stages 4 and 5: what the stage decided, without how. Stage 4: every
// region outlined in its expansion's colour with its eye count, and each expansion of two or more
// regions its sum; stage 5: the score as the tally has it, the seki struck out and named.
void TraceOverlayPainter::paintSummary(QPainter& painter, const BoardGeometry& geometry, const TraceWalk& walk,
                                       const TraceWalk::Location& location) const
{
    const double cell = geometry.cellSize();
    if (location.stage == Stage::Eyes) {
        for (const TraceWalk::RegionInfo& region : walk.regions()) {
            if (region.regionStep < 0 || region.points.empty())
                continue;
            const QColor colour = expansionColour(region.expansionIndex);
            paintOutline(painter, geometry, walk, region, colour, std::max(1.5, cell * 0.07));
            if (region.eyeStep >= 0)
                paintBadge(painter, geometry, region.points.front(), StepExplainer::eyesNumber(region.halfEyes),
                           colour);
        }
        for (const TraceWalk::ExpansionInfo& expansion : walk.expansions()) {
            if (expansion.step < 0 || expansion.regions.size() < 2)
                continue;
            const Step& step = walk.trace().steps()[size_t(expansion.step)];
            if (walk.board().contains(step.point))
                paintBadge(painter, geometry, step.point, tr("\u03a3 %1").arg(expansion.eyeSum),
                           isSeki(expansion.eyeSum) ? StrikeColour : QColor(0, 130, 70));
        }
        return;
    }
    const Board& board = walk.board();
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x) {
            const int verdict = walk.verdictStepAt({x, y});
            if (verdict < 0)
                continue;
            const StepKind kind = walk.trace().steps()[size_t(verdict)].kind;
            if (kind == StepKind::Seki || kind == StepKind::StrictSeki)
                paintStrike(painter, geometry, {x, y}, 1.0);
        }
    for (const Step& step : walk.trace().steps())
        if ((step.kind == StepKind::Seki || step.kind == StepKind::StrictSeki) && Trace::inPhase(step.run, walk.phase())
            && board.contains(step.point))
            paintBadge(painter, geometry, step.point, tr("seki"), StrikeColour);
}

void TraceOverlayPainter::paintStep(QPainter& painter, const BoardGeometry& geometry, const TraceWalk& walk,
                                    const TraceFrame& frame) const
{
    const Step* step = walk.step(frame.position);
    if (!step)
        return;
    const double t = std::clamp(frame.progress, 0.0, 1.0);
    const double cell = geometry.cellSize();
    const std::span<const Point> points = walk.points(*step);
    auto region = [&](int id) -> const TraceWalk::RegionInfo* {
        return id >= 0 && id < int(walk.regions().size()) ? &walk.regions()[size_t(id)] : nullptr;
    };
    auto withAlpha = [](QColor c, double alpha) {
        c.setAlphaF(float(c.alphaF() * alpha));
        return c;
    };
    switch (step->kind) {
    case StepKind::RemoveDeadBlock: {
        // The dead block fades off the board, ringed while it goes.
        const double fade = 1.0 - t;
        for (Point p : points) {
            paintStone(painter, geometry, p, step->color, 0.42 * fade + 0.0001);
            paintRing(painter, geometry, p, withAlpha(StrikeColour, std::max(0.35, fade)), 0.5);
        }
        break;
    }
    case StepKind::NeutralRegion: {
        paintTint(painter, geometry, points, withAlpha(NeutralTint, 0.3 + 0.7 * t));
        const NeutralRegionFields fields = step->neutralRegion();
        const Point black = walk.pointOf(fields.blackWitness);
        const Point white = walk.pointOf(fields.whiteWitness);
        if (walk.board().contains(black))
            paintRing(painter, geometry, black, withAlpha(FocusColour, t), 0.6);
        if (walk.board().contains(white))
            paintRing(painter, geometry, white, withAlpha(FocusColour, t), 0.6);
        break;
    }
    case StepKind::FillNeutral:
    case StepKind::StrictFill:
        paintRing(painter, geometry, step->point, withAlpha(FocusColour, 0.4 + 0.6 * t), 0.6);
        break;
    case StepKind::FalseIsh:
        paintRing(painter, geometry, step->point, withAlpha(FocusColour, 0.4 + 0.6 * t), 0.3);
        for (Point p : points)
            paintRing(painter, geometry, p, withAlpha(CountColour, t), 0.5);
        break;
    case StepKind::FillFalseEye: {
        // First the block a play here would capture, then the fill.
        const double show = std::min(1.0, t / AtariPhase);
        paintTint(painter, geometry, points, withAlpha(QColor(214, 96, 0, 90), show));
        for (Point p : points)
            paintRing(painter, geometry, p, withAlpha(CountColour, show), 0.55);
        painter.setPen(QPen(withAlpha(StrikeColour, show), std::max(1.5, cell * 0.08), Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(centred(geometry.rectFor(step->point), 0.9));
        break;
    }
    case StepKind::Region:
        if (const TraceWalk::RegionInfo* info = region(step->region().region)) {
            paintTint(painter, geometry, info->points, withAlpha(QColor(20, 110, 210, 70), t));
            paintOutline(painter, geometry, walk, *info, withAlpha(FocusColour, 0.3 + 0.7 * t),
                         std::max(2.0, cell * 0.1));
        }
        break;
    case StepKind::BoundaryLength:
        if (const TraceWalk::RegionInfo* info = region(step->boundaryLength().region)) {
            paintOutline(painter, geometry, walk, *info, FocusColour, std::max(2.0, cell * 0.1));
            // Boundary stones first, then the edge points (top, bottom, left, right), one by one,
            // each in row order.
            struct Item {
                QRectF rect;
            };
            std::vector<Item> items;
            for (Point p : info->boundaryStones)
                items.push_back({centred(geometry.rectFor(p), 0.5)});
            const std::array<std::pair<int, int>, 4> sides{{{0, -1}, {0, 1}, {-1, 0}, {1, 0}}};
            for (const auto& [dx, dy] : sides) {
                for (Point p : info->points) {
                    if (walk.board().contains({p.x + dx, p.y + dy}))
                        continue;
                    const QPointF c = geometry.centre(p) + QPointF(dx, dy) * cell * 0.62;
                    const double side = cell * 0.42;
                    items.push_back({QRectF(c.x() - side / 2, c.y() - side / 2, side, side)});
                }
            }
            const int shown = int(std::ceil(t * double(items.size()) - 1e-9));
            for (int k = 0; k < shown && k < int(items.size()); ++k)
                paintCount(painter, items[size_t(k)].rect, k + 1, cell);
            // The total under the region's first point, where no count is drawn (the corner would
            // cover the first count along a top edge).
            if (shown >= int(items.size()))
                paintBadge(painter, geometry, info->points.front(),
                           QStringLiteral("= %1").arg(step->boundaryLength().length()), CountColour, 1.0,
                           BadgePlace::LowerEdge);
        }
        break;
    case StepKind::EyeCount:
        if (const TraceWalk::RegionInfo* info = region(step->eyeCount().region)) {
            paintOutline(painter, geometry, walk, *info, FocusColour, std::max(2.0, cell * 0.1));
            // The badge pops in: it grows past its size and settles.
            const double scale = t < 0.7 ? t / 0.7 * 1.25 : 1.25 - (t - 0.7) / 0.3 * 0.25;
            const QString shape = StepExplainer::shapeName(step->eyeCount().shape);
            QString text = StepExplainer::eyesNumber(step->eyeCount().halfEyes);
            if (!shape.isEmpty() && cell >= 22)
                text = tr("%1 \u00b7 %2").arg(text, shape);
            paintBadge(painter, geometry, info->points.front(), text, FocusColour, scale);
        }
        break;
    case StepKind::LocalGame:
        paintTint(painter, geometry, points,
                  withAlpha(step->localGame().verdict == LocalGameVerdict::Seki ? QColor(196, 24, 24, 80)
                                                                                : QColor(20, 110, 210, 70),
                            t));
        break;
    case StepKind::Expansion: {
        const std::span<const int> members = walk.numbers(*step);
        for (int id : members)
            if (const TraceWalk::RegionInfo* info = region(id)) {
                paintTint(painter, geometry, info->points, withAlpha(expansionColour(info->expansionIndex), 0.3 * t));
                paintOutline(painter, geometry, walk, *info, expansionColour(info->expansionIndex),
                             std::max(2.0, cell * 0.12));
            }
        if (!points.empty())
            paintBadge(painter, geometry, step->point, tr("\u03a3 %1").arg(step->expansion().eyeSum),
                       isSeki(step->expansion().eyeSum) ? StrikeColour : QColor(0, 130, 70), t);
        break;
    }
    case StepKind::Seki:
    case StepKind::StrictSeki:
        for (Point p : points)
            paintStrike(painter, geometry, p, t);
        if (step->kind == StepKind::StrictSeki && walk.board().contains(walk.pointOf(step->strictSeki().sekiStone)))
            paintRing(painter, geometry, walk.pointOf(step->strictSeki().sekiStone), withAlpha(StrikeColour, t), 0.6);
        paintBadge(painter, geometry, step->point, tr("seki"), StrikeColour, t);
        break;
    case StepKind::Territory:
        paintTint(painter, geometry, points,
                  withAlpha(step->color == Color::Black ? QColor(0, 0, 0, 60) : QColor(255, 255, 255, 110), t));
        break;
    case StepKind::StrictDame:
        paintTint(painter, geometry, points, withAlpha(NeutralTint, t));
        for (int index : walk.numbers(*step))
            paintRing(painter, geometry, walk.pointOf(index), withAlpha(StrikeColour, t), 0.6);
        break;
    case StepKind::Unresolved:
        for (Point p : points)
            paintRing(painter, geometry, p, withAlpha(CountColour, t), 0.6);
        break;
    case StepKind::Tally:
        break;
    }
}

// The inspector's region: tinted, its boundary stones ringed, the rest of its expansion dashed.
void TraceOverlayPainter::paintSelection(QPainter& painter, const BoardGeometry& geometry, const TraceWalk& walk,
                                         const TraceFrame& frame) const
{
    const double cell = geometry.cellSize();
    if (frame.selectedRegion >= 0 && frame.selectedRegion < int(walk.regions().size())) {
        const TraceWalk::RegionInfo& region = walk.regions()[size_t(frame.selectedRegion)];
        const QColor colour = expansionColour(region.expansionIndex);
        if (region.expansionIndex >= 0) {
            for (int id : walk.expansions()[size_t(region.expansionIndex)].regions)
                if (id != region.id)
                    paintOutline(painter, geometry, walk, walk.regions()[size_t(id)], colour, std::max(2.0, cell * 0.1),
                                 Qt::DashLine);
        }
        QColor tint = colour;
        tint.setAlpha(80);
        paintTint(painter, geometry, region.points, tint);
        paintOutline(painter, geometry, walk, region, colour, std::max(2.5, cell * 0.14));
        for (Point p : region.boundaryStones)
            paintRing(painter, geometry, p, colour, 0.45);
    }
    if (frame.selectedPoint && walk.board().contains(*frame.selectedPoint)) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(FocusColour, std::max(2.0, cell * 0.08)));
        painter.drawRoundedRect(geometry.rectFor(*frame.selectedPoint).adjusted(1, 1, -1, -1), cell * 0.15,
                                cell * 0.15);
    }
}

} // namespace seki::ui
