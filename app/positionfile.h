#pragma once

#include "board/position.h"
#include "engine/enginegame.h"

#include <QString>

#include <optional>

namespace seki::app {

// A file to score, read into the scorer's input: a .pos scoring case as it stands, or an SGF game
// record's main line replayed to its final position, with the dead stones the final node's
// TB/TW marks name (KGS style).
class PositionFile {
public:
    // On failure returns nullopt and sets *error to "FILE:LINE:COLUMN: problem" (or "FILE: problem"
    // when the file cannot be read at all), as the command line prints it.
    static std::optional<PositionFile> load(const QString& path, QString* error);

    QString path;
    Position position;
    // The same position as a GTP engine is given it (the game's moves, or the stones of a .pos).
    EngineGame game;
    // Something the user should know although the file was read, e.g. text in an encoding
    // (CA) that could not be converted; empty when there is none.
    QString warning;
};

} // namespace seki::app
