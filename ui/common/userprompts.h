#pragma once

#include <functional>
#include <optional>

#include "common/fileerror.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

class QWidget;

namespace seki::ui {

// Every question and report the window puts to the user, behind one interface: the application
// uses modal dialogs (DialogPrompts), the tests answer without blocking.
class UserPrompts {
public:
    enum class UnsavedChoice { Save, Discard, Cancel };

    virtual ~UserPrompts() = default;

    virtual void showFileError(QWidget* parent, const FileError& error) = 0;
    virtual UnsavedChoice askUnsavedChanges(QWidget* parent, const QString& fileName) = 0;
    // The file already has a result (RE) that differs from the computed one: replace it?
    virtual bool confirmResultChange(QWidget* parent, const QString& stored, const QString& computed) = 0;
    // "" when cancelled.
    virtual QString askOpenFileName(QWidget* parent, const QString& folder) = 0;
    virtual QString askSaveFileName(QWidget* parent, const QString& suggestion) = 0;
    virtual QString askExportFileName(QWidget* parent, const QString& suggestion) = 0;

    // The file `fileName` holds several games (`games`: a description of each, in order): which
    // one to review? Its index, or -1 to open none. The first by default.
    virtual int askGameOfCollection(QWidget* /*parent*/, const QString& /*fileName*/, const QStringList& /*games*/)
    {
        return 0;
    }

    // Go › Go to Move: which move of the line shown (0 to `last`, `current` offered)? nullopt when
    // cancelled (the default).
    virtual std::optional<int> askMoveNumber(QWidget* /*parent*/, int /*current*/, int /*last*/) { return std::nullopt; }
    // Several files were dropped on the window, which shows one game at a time: which one to
    // open? Its index in `files` (their names), or -1 for none. The first by default.
    virtual int askDroppedFile(QWidget* /*parent*/, const QStringList& /*files*/) { return 0; }
    // Something given to the window that it does not open (a link, text that is no game record):
    // why, and what to do instead. Nothing by default (the status bar says it too).
    virtual void showNotOpened(QWidget* /*parent*/, const QString& /*title*/, const QString& /*text*/,
                               const QString& /*advice*/)
    {
    }

    // Saving failed; the file on disk is as it was. Reported like an unreadable file unless an
    // implementation says it better.
    virtual void showSaveError(QWidget* parent, const FileError& error) { showFileError(parent, error); }

    // Unsaved dead-stone marks from an earlier session (the recovery file) match the file just
    // opened: put `markCount` changed marks back, throw them away, or decide another time
    // (Keep, the default: nothing happens and the question comes again next time).
    enum class RecoveryChoice { Restore, Discard, Keep };
    virtual RecoveryChoice askRestoreRecovery(QWidget* /*parent*/, const QString& /*fileName*/, int /*markCount*/,
                                              const QDateTime& /*savedAt*/)
    {
        return RecoveryChoice::Keep;
    }
    // At startup: these files have unsaved marks from a session that did not end cleanly; they
    // are offered when opened, and `open` opens one of them at once. A notice that must not
    // block (nothing by default).
    virtual void showRecoveryNotice(QWidget* /*parent*/, const QStringList& /*files*/,
                                    const std::function<void(const QString&)>& /*open*/)
    {
    }
    // At startup: a position set up in the board editor (`description`: its board) was not
    // saved when an earlier session ended: open it again (Restore), throw it away (Discard), or
    // ask next time (Keep, the default).
    virtual RecoveryChoice askRestorePosition(QWidget* /*parent*/, const QString& /*description*/,
                                              const QDateTime& /*savedAt*/)
    {
        return RecoveryChoice::Keep;
    }
};

} // namespace seki::ui
