#pragma once

#include "board/point.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QString>

#include <optional>
#include <vector>

namespace seki::ui {

// Unsaved dead-stone marks kept on disk while a game is open, so that a crash or a killed
// process loses nothing: one small JSON file per game of a game file under the application's
// data folder (recovery/<SHA-1 of the path, and of the game's number after the first>.json),
// written atomically. An entry remembers the bytes the
// marks were made on (size and SHA-256), so marks are never laid on a file that changed since.
class RecoveryStore {
    Q_DECLARE_TR_FUNCTIONS(seki::ui::RecoveryStore)

public:
    // What a game file held when its marks were made.
    struct Fingerprint {
        qint64 size = 0;
        QByteArray sha256; // hex
        bool operator==(const Fingerprint&) const = default;
    };

    struct Entry {
        QString sourcePath; // as normalizedPath() gives it
        int game = 0;       // which game of the file's collection the marks are on (0: the first)
        // Written by a SekiScope that did not record the game (format 1): true only for the
        // first game of a file of one game.
        bool gameUnknown = false;
        Fingerprint source;
        std::vector<Point> dead; // every stone marked dead then (the whole set, not a difference)
        QDateTime savedAt;       // UTC
    };

    // Entries past this size are not recovery files SekiScope wrote (a 52x52 board's marks
    // take some 30 KiB): they are ignored rather than read.
    static constexpr qint64 MaxEntryBytes = qint64(1) << 20;

    explicit RecoveryStore(QString directory = defaultDirectory());

    // <AppDataLocation>/recovery
    static QString defaultDirectory();
    QString directory() const { return m_directory; }

    // The key under which a game file's entry is kept: the absolute path with symbolic links
    // resolved (bundled ":/" games as they are), so two spellings of one file share an entry.
    static QString normalizedPath(const QString& path);
    // The recovery file for game `game` of a game file.
    QString entryPath(const QString& sourcePath, int game = 0) const;

    // Writes (replaces) the entry for entry.sourcePath's game. False with *error set when it cannot.
    bool write(const Entry& entry, QString* error = nullptr) const;
    // The entry for a game of a game file, nullopt when there is none or it cannot be read.
    std::optional<Entry> read(const QString& sourcePath, int game = 0) const;
    void remove(const QString& sourcePath, int game = 0) const;
    // Every readable entry, newest first.
    std::vector<Entry> entries() const;

    // The file's size and SHA-256 as it is on disk now (nullopt when it cannot be read), and of
    // bytes already in memory (what a save has just written).
    static std::optional<Fingerprint> fingerprintOf(const QString& path);
    static Fingerprint fingerprintOf(const QByteArray& bytes);

private:
    static std::optional<Entry> parse(const QByteArray& json);

    QString m_directory;
};

} // namespace seki::ui
