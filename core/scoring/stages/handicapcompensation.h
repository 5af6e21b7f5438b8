#pragma once

#include "board/position.h"

namespace seki {

// Area counting with handicap: Black's handicap stones would be counted as area, so White is
// given points for them. Chinese rules (1988/2002, Article 4 of the counting procedure: "in
// handicap games Black returns the handicap stones' count") and KGS give one point per stone;
// the AGA Concise Rules (section 13) give one per stone after the first (HA - 1). A game
// without handicap (HA 0 or 1) gives none. Territory counting gives none: the stones are not
// counted there.
int areaHandicapCompensation(int handicap, HandicapCompensation style);

} // namespace seki
