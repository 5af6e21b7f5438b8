#pragma once

#include "common/userprompts.h"

#include <QCoreApplication>

class QMessageBox;

namespace seki::ui {

// UserPrompts as the application shows them: message boxes and file dialogs.
class DialogPrompts : public UserPrompts {
    Q_DECLARE_TR_FUNCTIONS(DialogPrompts)
public:
    void showFileError(QWidget* parent, const FileError& error) override;
    UnsavedChoice askUnsavedChanges(QWidget* parent, const QString& fileName) override;
    bool confirmResultChange(QWidget* parent, const QString& stored, const QString& computed) override;
    QString askOpenFileName(QWidget* parent, const QString& folder) override;
    QString askSaveFileName(QWidget* parent, const QString& suggestion) override;
    QString askExportFileName(QWidget* parent, const QString& suggestion) override;
    int askGameOfCollection(QWidget* parent, const QString& fileName, const QStringList& games) override;
    std::optional<int> askMoveNumber(QWidget* parent, int current, int last) override;
    int askDroppedFile(QWidget* parent, const QStringList& files) override;
    void showNotOpened(QWidget* parent, const QString& title, const QString& text, const QString& advice) override;
    void showSaveError(QWidget* parent, const FileError& error) override;
    RecoveryChoice askRestoreRecovery(QWidget* parent, const QString& fileName, int markCount,
                                      const QDateTime& savedAt) override;
    void showRecoveryNotice(QWidget* parent, const QStringList& files,
                            const std::function<void(const QString&)>& open) override;
    RecoveryChoice askRestorePosition(QWidget* parent, const QString& description, const QDateTime& savedAt) override;

    // "game.sgf, line 3, column 7: ..." — shared with the status bar.
    static QString describe(const FileError& error);
    static QString gameFileFilter();

private:
    static RecoveryChoice askRecovery(QMessageBox& box, const QString& restoreLabel);
};

} // namespace seki::ui
