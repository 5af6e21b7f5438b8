#pragma once

#include "board/position.h"

namespace seki {

struct WorkBoard;
struct ScoreResult;

// Rules::Chinese in place of stages 2-5 (area counting): every controlled region of the board
// without its dead stones is area, eyes in seki included; neutral points are dame. Traces a
// Territory step per controlled region.
template <class Sink>
void composeArea(WorkBoard& w, ScoreResult& result, const Position& position, Sink& sink);

} // namespace seki
