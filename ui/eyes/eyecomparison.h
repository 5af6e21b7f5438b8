#pragma once

#include "eyes/eyeanalysis.h"
#include "scoring/trace.h"

#include <QCoreApplication>
#include <QString>

#include <span>
#include <vector>

namespace seki::ui {

// One region of the scorer's stage 4 (the boundary-length table), read from its trace.
struct TableRegion {
    int id = -1;
    int boundaryLength = 0;
    int halfEyes = 0; // the table's eye count times two (1.5 eyes -> 3)
    RegionShape shape = RegionShape::Other;
};

// The two readings of one eye space of the eye lens: GNU Go's local game, and the
// boundary-length table of the scorer's regions that lie inside the space.
struct EyeReading {
    int space = -1;                   // index into EyeAnalysis::spaces
    std::vector<TableRegion> regions; // none: the scorer filled the whole space as obvious false eyes
    int tableHalfEyes = 0;            // the regions' counts added up, times two
    bool solved = false;              // the local game has a value (otherwise the table decides)
    bool disagrees = false;
    QString reason; // one line, when the readings disagree
};

// Puts the eye lens beside the boundary-length table. The UI computes no Go here: the values come
// from core/eyes and the counts from the scorer's trace; this only matches spaces to regions by
// their points and says, from the data, where the two differ and what in the space explains it.
//
// The readings agree when the table's count (capped at two eyes, as the local game is) equals the
// local game's single number (max + min) / 2: {2|1} is 1.5 eyes, {1|1} one, {2|2} two. A chimera
// {2|0} has no single number and always disagrees; an unsolved space is not compared.
class EyeComparison {
    Q_DECLARE_TR_FUNCTIONS(EyeComparison)
public:
    // `trace`: the boundary-table scoring of the same position (Rules::Japanese, the default
    // checkered phase, the same as the analysis').
    static std::vector<EyeReading> compare(const EyeAnalysis& analysis, const Trace& trace, int boardHeight);

    // "1 eye", "1.5 eyes", "2 eyes".
    static QString eyesText(int halfEyes);
    // The table's column: "1.5 (length 8)", "1 + 1.5 (lengths 6, 8)", "0 (filled as a false eye)".
    static QString tableText(const EyeReading& reading);
    // "D4, E4, E5"; with `limit` >= 0, at most that many names and then "…".
    static QString pointNames(std::span<const Point> points, int boardHeight, int limit = -1);
    static QString colourName(Color colour);

private:
    static QString reasonFor(const EyeSpace& space, const EyeReading& reading, int boardHeight);
};

} // namespace seki::ui
