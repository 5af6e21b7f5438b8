#pragma once

#include "board/position.h"
#include "scoring/scoreresult.h"

#include <QString>

namespace seki::app {

// The readable report of one scored file: the board with the verdict on every point, the
// per-side breakdown, the result, the seki and the points the checkered fill's phase decides.
class TextReport {
public:
    static QString format(const QString& file, const Position& position, const ScoreResult& result);
};

} // namespace seki::app
