#pragma once

#include "board/position.h"
#include "engine/enginegame.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace seki::app {

struct PositionFileEntry;

// A file to score, read into the scorer's input: a .pos scoring case as it stands, or an SGF game
// record's main line replayed to its final position, with the dead stones the final node's
// TB/TW marks name (KGS style). Reading is core's (sgf/gameloader.h); this adds the file and the
// command line's way of naming things.
class PositionFile {
public:
    // The first game. On failure returns nullopt and sets *error to "FILE:LINE:COLUMN: problem"
    // (or "FILE: problem" when the file cannot be read at all), as the command line prints it.
    static std::optional<PositionFile> load(const QString& path, QString* error);

    // Every game of the file, in order: one entry each, loaded or with its error. A collection's
    // games are named "FILE#2", "FILE#3"... after the first, which is "FILE" (so a file of one
    // game reads as before). A file that cannot be read at all gives one entry with its error.
    static std::vector<PositionFileEntry> loadAll(const QString& path);

    QString path;
    Position position;
    // The same position as a GTP engine is given it (the game's moves, or the stones of a .pos).
    EngineGame game;
    // What the user should know although the file was read (texts in a charset that could not
    // be read, text after the last game...), each "LINE:COLUMN: what" or just "what".
    QStringList warnings;
};

// One game of a file as PositionFile::loadAll() gives it.
struct PositionFileEntry {
    QString name;
    std::optional<PositionFile> file;
    QString error; // "NAME:LINE:COLUMN: problem" when file is empty
};

} // namespace seki::app
