#pragma once

#include "board/boardscene.h"

#include <QCoreApplication>
#include <QString>

namespace seki::ui {

// Writes a board as a PNG, SVG or PDF (chosen by the file's suffix), through the same
// BoardPainter as the screen.
class BoardExporter {
    Q_DECLARE_TR_FUNCTIONS(BoardExporter)
public:
    // Side of the exported image or drawing, in pixels (PNG) or points (SVG).
    static constexpr int ImageSide = 1200;

    // False, with `error` set, when the file cannot be written.
    static bool exportScene(const BoardScene& scene, const QString& path, QString& error);
};

} // namespace seki::ui
