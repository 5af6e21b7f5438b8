#pragma once

#include "board/boardscene.h"

#include "board/position.h"
#include "scoring/scoreresult.h"

#include <optional>

namespace seki {
class SgfNode;
class TreeCursor;
} // namespace seki

namespace seki::ui {

// The window's board as a BoardScene, from what the core has already worked out: no Go is
// computed here. The stones come from the record's cursor or the scored position, the marks
// from the scorer's ScoreResult (markForResult), the teacher's marks from the node's markup.
class BoardSceneBuilder {
public:
    // A node of the record as it was played: its stones, its move and, where the record
    // branches, the next moves lettered (A continues this line).
    static BoardScene recordNode(const TreeCursor& cursor, bool showCoordinates);

    // The scored position: its stones and dead marks, `lastMove`, and `result`'s verdict on
    // each point as its mark (no marks while there is no result). With `fileMarks`, the points
    // where the file's own territory marks (TB/TW) and the scorer's map differ are flagged.
    static BoardScene scoredPosition(const Position& position, std::optional<Point> lastMove, const ScoreResult* result,
                                     bool fileMarks, bool showCoordinates);

    // The numbers of the moves that played the stones standing at `cursor`'s node, for its last
    // `lastMoves` moves (every move when negative, none when 0): core's numberedStones().
    static void addMoveNumbers(BoardScene& scene, const TreeCursor& cursor, int lastMoves);

    // The teacher's marks and labels of `node` (SGF TR, SQ, CR, MA, LB) onto `scene`. Throws
    // ParseError when they cannot be read; the scene is then left without them.
    static void addMarkup(BoardScene& scene, const SgfNode& node);
};

} // namespace seki::ui
