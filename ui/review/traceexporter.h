#pragma once

#include "review/traceoverlaypainter.h"
#include "review/tracewalk.h"

#include <QCoreApplication>
#include <QString>

namespace seki::ui {

// Teaching material from the walk-through, drawn by the same TraceOverlayPainter as the screen:
// one frame as an SVG (QSvgGenerator) or PNG, and the whole walk as a PDF handout (QPdfWriter),
// one page per stage with the stage's finished board and its explanations.
class TraceExporter {
    Q_DECLARE_TR_FUNCTIONS(TraceExporter)
public:
    // Side of an exported image, in pixels (PNG) or SVG user units.
    static constexpr int ImageSide = 1000;

    // Writes `frame` as SVG or PNG, chosen by the file's suffix (anything but .svg is PNG).
    // False, with `error` set, when the file cannot be written.
    static bool exportFrame(const TraceWalk& walk, const TraceFrame& frame, const QString& path, QString& error);
    static bool exportHandout(const TraceWalk& walk, const QString& title, const QString& path, QString& error);

    // The size of an exported image of the walk's board.
    static QSize imageSize(const TraceWalk& walk);
};

} // namespace seki::ui
