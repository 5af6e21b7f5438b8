#pragma once

#include "recoverystore.h"
#include "userprompts.h"

#include <QObject>
#include <QPointer>

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
class RecoveryKeeper : public QObject {
    Q_OBJECT
public:
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
    void showStartupNotice();

private:
    void update();
    void forget();

    QMainWindow& m_window;
    QUndoStack& m_undoStack;
    UserPrompts& m_prompts;
    RecoveryStore m_store;
    QPointer<GameDocument> m_document;
    QString m_sourcePath;                                  // "" while nothing is kept
    std::optional<RecoveryStore::Fingerprint> m_fingerprint;
    std::vector<Point> m_savedDead;                        // the marks as the file has them
    std::optional<std::vector<Point>> m_writtenDead;       // what the entry on disk holds
    bool m_writeFailureReported = false;
};

} // namespace seki::ui
