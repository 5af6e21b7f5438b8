#pragma once

#include "eyegraph.h"
#include "eyevalue.h"
#include "topologicaleye.h"

#include "board/color.h"
#include "board/point.h"

#include <string>
#include <vector>

namespace seki {

// One eye space of a finished position in GNU Go's abstraction (SCORING.md, "GNU Go's eye lens"):
// a region the owner controls once the dead stones are taken off and the neutral points filled,
// with the dead opponent stones kept inside as 'X'. Its graph adds, for each half eye, the key
// point as a marginal vertex joined to it (GNU Go: "a half eye is isomorphic to (!.)").
struct EyeSpace {
    Color owner = Color::Empty;
    std::vector<Point> points;            // row order
    std::vector<EyeVertexKind> kinds;     // per point: '.', '!' (false eyes) or 'X'
    std::vector<TopologicalEye> topology; // every candidate of the topological test
    EyeGraph graph;                       // empty when the space has more than 32 vertices
    EyeValue value;                       // the local game, counting eyes
    // The same game read as GNU Go reads it: a seki inside the space counts as two eyes (life).
    EyeValue lifeValue;

    int size() const { return int(points.size()); }
    int count(EyeTopology kind) const;
    // A seki is possible inside: the owner does not reach two eyes, but cannot be captured.
    bool sekiInside() const { return value.solved() && lifeValue.solved() && lifeValue.c == 2 && value.c < 2; }
    // The space drawn on its bounding box in GNU Go's notation, rows separated by '\n', ' '
    // for points outside it: "!...\n  .XXX.!".
    std::string diagram() const;
};

} // namespace seki
