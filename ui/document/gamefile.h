#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace seki::ui {

// Reads a game file (SGF or .pos) for the window and the command line alike. Refuses a file over
// MaxBytes before reading it: the largest real SGF collections are a few MiB, and a hostile
// multi-gigabyte file must not exhaust memory before the parser's own limits could speak. Refuses
// anything that is not a regular file (a FIFO, a device) at once, without waiting on it.
class GameFile {
public:
    static constexpr qint64 MaxBytes = qint64(64) << 20;

    // The bytes, or nullopt with *problem set to what went wrong (without the path).
    static std::optional<QByteArray> read(const QString& path, QString* problem);

    // File names as the system gives them: bytes that are not UTF-8 (a Latin-1 name from an old
    // archive) are kept as U+DC80..U+DCFF in the QString, one per byte, and given back as the
    // same bytes when the file is opened (the way Python keeps such names).
    static QString decodeName(const QByteArray& name);
    static QByteArray encodeName(const QString& name);
};

} // namespace seki::ui
