#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace seki::ui {

// Reads a game file (SGF or .pos) for the window and the command line alike. Refuses a file over
// MaxBytes before reading it: the largest real SGF collections are a few MiB, and a hostile
// multi-gigabyte file must not exhaust memory before the parser's own limits could speak.
class GameFile {
public:
    static constexpr qint64 MaxBytes = qint64(64) << 20;

    // The bytes, or nullopt with *problem set to what went wrong (without the path).
    static std::optional<QByteArray> read(const QString& path, QString* problem);
};

} // namespace seki::ui
