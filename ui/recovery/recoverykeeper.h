#pragma once

#include "recovery/recoverystore.h"
#include "common/userprompts.h"

#include <QByteArray>
#include <QDateTime>
#include <QLockFile>
#include <QObject>
#include <QPointer>

#include <memory>
#include <optional>
#include <vector>

class QMainWindow;
class QUndoStack;

namespace seki::ui {

class GameDocument;

// The window's safety net for unsaved dead-stone marks: on every change of the undo stack it
// writes the open game's marks to a RecoveryStore entry while they differ from what the file
// holds, and removes the entry once they are saved, given up, or back to the file's. When a file
// is opened whose entry still matches its bytes, it offers the marks back (as one undoable
// command); an entry for a file that has changed since is dropped, never applied.
//
// A position set up in the board editor (a new position, or a game whose stones were edited) has
// no file its marks could be laid on: while it is unsaved, the whole position is kept instead, as
// SGF in <recovery>/positions/<id>.sgf, beside a lock file that says a live session owns it. At
// startup the positions whose session is gone are offered back (keptPositions).
class RecoveryKeeper : public QObject {
    Q_OBJECT
public:
    // A position an earlier session left unsaved. Holds that position's lock while it lives, so
    // no other window offers it at the same time.
    struct KeptPosition {
        QString id;
        QByteArray sgf;
        QDateTime savedAt; // UTC
        std::unique_ptr<QLockFile> lock;
    };

    RecoveryKeeper(QMainWindow& window, QUndoStack& undoStack, UserPrompts& prompts,
                   RecoveryStore store = RecoveryStore());

    const RecoveryStore& store() const { return m_store; }

    // A game was opened or created (nullptr: none): its current marks and its file's bytes are
    // the saved state. Games without a file (a new position) are not kept.
    void setDocument(GameDocument* document);
    // After setDocument for a file just opened: asks whether to restore the marks an earlier
    // session left unsaved for it. Returns what was chosen (Keep when nothing was offered).
    UserPrompts::RecoveryChoice offerRestore();
    // The open game was written to `path` as `bytes`: the entry goes, and later marks are kept
    // against the new file.
    void documentSaved(const QString& path, const QByteArray& bytes);
    // The user closed the game without keeping its marks (Discard, or a clean close): the entry
    // goes, and nothing more is written for this game.
    void discard();
    // At startup: tells the user which files have unsaved marks from a session that did not end
    // cleanly (entries whose file has changed since are removed; the open game's is left out).
    QStringList recoverableFiles() const;
    // The notice offers to open each file (openRequested).
    void showStartupNotice();

    // Positions set up in the editor whose session ended without saving them, newest first
    // (positions another running window owns are left out). Files past
    // RecoveryStore::MaxEntryBytes are not SekiScope's and are skipped.
    std::vector<KeptPosition> keptPositions() const;
    // The document just set is `position`, restored: it is kept under the same file from now on.
    void adoptPosition(KeptPosition position);
    // The user threw a kept position away (or it could not be read): its files go.
    void dropPosition(const KeptPosition& position) const;
    // Where the position set up in this session is kept ("" while none is).
    QString keptPositionPath() const;

signals:
    // The user chose to open a file the startup notice named.
    void openRequested(const QString& path);

private:
    void update();
    void updatePosition();
    void removeKeptPosition();
    void forget();
    QString positionsDirectory() const;
    QString positionPath(const QString& id) const; // <positions>/<id>.sgf

    QMainWindow& m_window;
    QUndoStack& m_undoStack;
    UserPrompts& m_prompts;
    RecoveryStore m_store;
    QPointer<GameDocument> m_document;
    QString m_sourcePath; // "" while nothing is kept
    int m_game = 0;       // the game of the file's collection the marks are on
    std::optional<RecoveryStore::Fingerprint> m_fingerprint;
    std::vector<Point> m_savedDead;                  // the marks as the file has them
    std::optional<std::vector<Point>> m_writtenDead; // what the entry on disk holds
    bool m_writeFailureReported = false;
    QString m_positionId; // this session's position file
    std::unique_ptr<QLockFile> m_positionLock;
    QByteArray m_writtenPosition; // what that file holds ("" = none)
};

} // namespace seki::ui
