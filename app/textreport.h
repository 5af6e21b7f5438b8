#pragma once

#include "board/position.h"
#include "scoring/scoreresult.h"

#include <QString>

#include <vector>

namespace seki::app {

// The readable report of one scored file: the board with the verdict on every point, the
// per-side breakdown, the result, the seki and the points the checkered fill's phase decides;
// with SekiScope's dead-stone finder, the stones it could not decide (`undecided`, counted alive).
class TextReport {
public:
    static QString format(const QString& file, const Position& position, const ScoreResult& result,
                          const std::vector<Point>* undecided = nullptr);
};

} // namespace seki::app
