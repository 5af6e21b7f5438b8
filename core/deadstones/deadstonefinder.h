#pragma once

#include "deadstonereport.h"

#include "board/board.h"
#include "eyes/eyeanalyzer.h"

#include <array>
#include <memory>

namespace seki {

namespace detail {
struct FinderWork;
}

// SekiScope's own dead-stone finder for a finished position: which blocks are dead, alive, in
// seki, or undecided, each group with its reason (groupverdict.h). No playouts: areas, eye spaces
// (core/eyes) and small bounded reading. Like the Scorer, a finder owns its scratch space and its
// report: keep one and reuse it; the returned reference stays valid until the next call.
class DeadStoneFinder {
public:
    DeadStoneFinder();
    ~DeadStoneFinder();
    DeadStoneFinder(const DeadStoneFinder&) = delete;
    DeadStoneFinder& operator=(const DeadStoneFinder&) = delete;

    // FinishedGame: the game is over, a group without two eyes inside its opponent's area is dead.
    // GameInProgress (an estimate): only where the group, on the board, holds no room of its own
    // (its sphere of influence, influence.h, holds none of the area's empty points).
    enum class Mode { FinishedGame, GameInProgress };

    const DeadStoneReport& find(const Board& board, Mode mode = Mode::FinishedGame);

private:
    std::unique_ptr<detail::FinderWork> m_work;
    EyeAnalyzer m_eyes;
    // For each colour, the eye spaces as they would be if the other colour's hopeless stones in
    // its areas were dead.
    std::array<EyeAnalyzer, 2> m_supposedEyes;
    // The eye spaces of stones short of eyes read with the other colour's stones inside them
    // taken for dead (the local game then reads them as stones in the space).
    EyeAnalyzer m_insideEyes;
    // The eye spaces of stones sure of two eyes, read once the attacker has filled their liberties
    // outside them.
    EyeAnalyzer m_filledEyes;
    DeadStoneReport m_report;
};

} // namespace seki
