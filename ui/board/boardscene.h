#pragma once

#include "board/board.h"
#include "board/point.h"
#include "scoring/scoreresult.h"
#include "sgf/nodemarkup.h"

#include <array>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace seki::ui {

// What the scorer says about a point, reduced to the mark the board draws on it.
enum class PointMark : std::uint8_t {
    None,
    BlackTerritory,
    WhiteTerritory,
    Dame,     // neutral: no one's
    FalseEye, // filled as an obvious false eye: no one's
    SekiEye,  // an eye of a group in seki: no one's under territory rules
};

// Everything BoardPainter needs to draw one board, as plain data: the window, the stage panels
// and the image exports fill one in and hand it over, so they all draw the same way.
// The mark a finished scoring puts on a point (the window's board and the walk's last frame).
inline PointMark markForResult(const PointResult& result)
{
    switch (result.status) {
    case PointStatus::Stone:
        return PointMark::None;
    case PointStatus::Territory:
        return result.owner == Color::Black   ? PointMark::BlackTerritory
               : result.owner == Color::White ? PointMark::WhiteTerritory
                                              : PointMark::None;
    case PointStatus::Dame:
        return PointMark::Dame;
    case PointStatus::FalseEye:
        return PointMark::FalseEye;
    case PointStatus::SekiEye:
        return PointMark::SekiEye;
    }
    return PointMark::None;
}

struct BoardScene {
    Board board{19, 19};
    Board::Mask dead;        // stones drawn translucent as dead, by padded index
    Board::Mask unresolved;  // points whose verdict depends on the checkered fill's phase
    Board::Mask fileDiffers; // points where the file's own territory marks (TB/TW) and the map differ
    Board::Mask highlighted; // stones a click would mark (the block under the mouse)
    Board::Mask suggested;   // stones a finder (SekiScope's or an engine) suggests dead, not yet accepted
    Board::Mask undecided;   // stones SekiScope's finder could not decide: the user is asked
    Board::Mask disagreed;   // stones on which SekiScope's finder and the engine disagree
    // Go › Estimate Score: who owns each point, shaded (Empty: no one); the stones the estimate
    // counts dead drawn translucent.
    bool ownershipShown = false;
    std::array<Color, Board::MaxCells> ownership{};
    Board::Mask estimatedDead;
    std::array<PointMark, Board::MaxCells> marks{}; // by padded index
    std::optional<Point> lastMove;
    std::optional<Point> cursor;
    // Where the record branches after the node shown: the next moves' points, lettered A, B, ...
    // (A the main continuation).
    std::vector<std::pair<Point, char>> branchLabels;
    // The stone a click would play (Go › Try Moves), drawn translucent.
    std::optional<std::pair<Point, Color>> ghost;
    // Move numbers on the stones that the moves played (View › Move Numbers).
    std::vector<std::pair<Point, int>> moveNumbers;
    // A dead stone that carries a move number shows the number as its mark (a handout's line
    // whose end marks numbered stones dead); otherwise the mark hides the number.
    bool numbersOnDeadStones = false;
    // The teacher's marks and labels on the node shown (SGF TR, SQ, CR, MA, LB).
    std::vector<PointShape> shapes;
    std::vector<PointLabel> labels;
    bool showCoordinates = true;
    // The smallest the coordinates may be drawn, in pixels (0: as large as the cells allow); a
    // projector wants them readable from the back of the room, whatever the board's size.
    double minimumLabelPixels = 0;

    PointMark mark(Point p) const { return marks[size_t(board.index(p))]; }
    bool isDead(Point p) const { return dead.test(size_t(board.index(p))); }
    void clearMarks()
    {
        marks.fill(PointMark::None);
        unresolved.reset();
        fileDiffers.reset();
    }
};

} // namespace seki::ui
