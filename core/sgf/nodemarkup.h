#pragma once

#include "sgfnode.h"

#include "board/color.h"
#include "board/point.h"

#include <optional>
#include <string>
#include <vector>

namespace seki {

// What a teacher draws on a node's board (SGF FF[4] markup): triangle TR, square SQ, circle CR,
// cross MA, and text labels LB ("A", "B", "1"), with the side to play next (PL).
enum class MarkShape { Triangle, Square, Circle, Cross };

struct PointShape {
    Point point;
    MarkShape shape = MarkShape::Triangle;
    bool operator==(const PointShape&) const = default;
};

struct PointLabel {
    Point point;
    std::string text; // unescaped, in the file's charset
    bool operator==(const PointLabel&) const = default;
};

struct NodeMarkup {
    std::vector<PointShape> shapes; // in the order TR, SQ, CR, MA, each in file order
    std::vector<PointLabel> labels;
    std::optional<Color> toPlay; // PL[B] / PL[W]

    bool isEmpty() const { return shapes.empty() && labels.empty() && !toPlay; }
};

// The longest label kept: a label names a point ("A", "12"), a longer one is cut to this many
// bytes rather than let one value cover the board.
constexpr size_t MaxLabelBytes = 8;

// Reads the node's markup on a width x height board. Throws ParseError at the offending value for
// a point off the board, a label without its "point:text" form, or a PL other than B or W.
NodeMarkup readMarkup(const SgfNode& node, int width, int height);

// Writes `markup` into `node` (replacing any TR, SQ, CR, MA, LB and PL it had): what the lesson
// editor saves.
void writeMarkup(SgfNode& node, const NodeMarkup& markup);

} // namespace seki
