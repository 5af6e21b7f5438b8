#include "common/dialogprompts.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace seki::ui {

QString DialogPrompts::describe(const FileError& error)
{
    const QString name = QDir::toNativeSeparators(error.file);
    if (error.line > 0)
        return tr("%1, line %2, column %3: %4").arg(name).arg(error.line).arg(error.column).arg(error.message);
    return tr("%1: %2").arg(name, error.message);
}

QString DialogPrompts::gameFileFilter()
{
    // File names from Windows archives are often upper case ("GAME.NGF"): both spellings match.
    const auto patterns = [](std::initializer_list<const char*> suffixes) {
        QStringList list;
        for (const char* suffix : suffixes)
            list << QStringLiteral("*.%1").arg(QLatin1String(suffix))
                 << QStringLiteral("*.%1").arg(QString::fromLatin1(suffix).toUpper());
        return list.join(QLatin1Char(' '));
    };
    return QStringList{tr("Go games (%1)").arg(patterns({"sgf", "gib", "ngf", "ugf", "ugi", "pos"})),
                       tr("SGF files (%1)").arg(patterns({"sgf"})),
                       tr("Tygem records (%1)").arg(patterns({"gib"})),
                       tr("WBaduk / Oro records (%1)").arg(patterns({"ngf"})),
                       tr("Pandanet records (%1)").arg(patterns({"ugf", "ugi"})),
                       tr("Scoring cases (%1)").arg(patterns({"pos"})), tr("All files (*)")}
        .join(QStringLiteral(";;"));
}

void DialogPrompts::showFileError(QWidget* parent, const FileError& error)
{
    QMessageBox box(QMessageBox::Warning, tr("Cannot Open File"),
                    tr("SekiScope cannot read \u201c%1\u201d.").arg(QFileInfo(error.file).fileName()), QMessageBox::Ok,
                    parent);
    box.setInformativeText(error.line > 0
                               ? tr("Line %1, column %2: %3").arg(error.line).arg(error.column).arg(error.message)
                               : error.message);
    box.setDetailedText(describe(error));
    box.exec();
}

UserPrompts::UnsavedChoice DialogPrompts::askUnsavedChanges(QWidget* parent, const QString& fileName)
{
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
                    tr("The changes to \u201c%1\u201d have not been saved.").arg(fileName),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setInformativeText(tr("Do you want to save them?"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return UnsavedChoice::Save;
    case QMessageBox::Discard:
        return UnsavedChoice::Discard;
    default:
        return UnsavedChoice::Cancel;
    }
}

bool DialogPrompts::confirmResultChange(QWidget* parent, const QString& stored, const QString& computed)
{
    QMessageBox box(QMessageBox::Question, tr("Replace the Result?"),
                    tr("The file gives the result %1, but the marked position scores %2.").arg(stored, computed),
                    QMessageBox::NoButton, parent);
    box.setInformativeText(tr("Write %1 as the game's result, or keep %2?").arg(computed, stored));
    QPushButton* replace = box.addButton(tr("Write %1").arg(computed), QMessageBox::AcceptRole);
    box.addButton(tr("Keep %1").arg(stored), QMessageBox::RejectRole);
    box.setDefaultButton(replace);
    box.exec();
    return box.clickedButton() == replace;
}

QString DialogPrompts::askOpenFileName(QWidget* parent, const QString& folder)
{
    return QFileDialog::getOpenFileName(parent, tr("Open Game"), folder, gameFileFilter());
}

int DialogPrompts::askGameOfCollection(QWidget* parent, const QString& fileName, const QStringList& games)
{
    bool chosen = false;
    const QString game = QInputDialog::getItem(
        parent, tr("Open Game"),
        tr("%1 holds %n games. Which one do you want to review?", nullptr, int(games.size())).arg(fileName), games, 0,
        false, &chosen);
    return chosen ? int(games.indexOf(game)) : -1;
}

std::optional<int> DialogPrompts::askMoveNumber(QWidget* parent, int current, int last)
{
    bool chosen = false;
    const int move = QInputDialog::getInt(parent, tr("Go to Move"), tr("Move number (0 to %1):").arg(last), current, 0,
                                          last, 1, &chosen);
    return chosen ? std::optional<int>(move) : std::nullopt;
}

int DialogPrompts::askDroppedFile(QWidget* parent, const QStringList& files)
{
    bool chosen = false;
    const QString file = QInputDialog::getItem(
        parent, tr("Open Game"),
        tr("%n files were dropped; SekiScope shows one game at a time. Which one do you want to open?", nullptr,
           int(files.size())),
        files, 0, false, &chosen);
    return chosen ? int(files.indexOf(file)) : -1;
}

void DialogPrompts::showNotOpened(QWidget* parent, const QString& title, const QString& text, const QString& advice)
{
    QMessageBox box(QMessageBox::Information, title, text, QMessageBox::Ok, parent);
    box.setInformativeText(advice);
    box.exec();
}

QString DialogPrompts::askSaveFileName(QWidget* parent, const QString& suggestion)
{
    return QFileDialog::getSaveFileName(parent, tr("Save Game As SGF"), suggestion, tr("SGF files (*.sgf)"));
}

QString DialogPrompts::askExportFileName(QWidget* parent, const QString& suggestion)
{
    return QFileDialog::getSaveFileName(parent, tr("Export Board"), suggestion,
                                        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
}

void DialogPrompts::showSaveError(QWidget* parent, const FileError& error)
{
    QMessageBox box(QMessageBox::Warning, tr("Cannot Save File"),
                    tr("SekiScope could not save \u201c%1\u201d.").arg(QFileInfo(error.file).fileName()),
                    QMessageBox::Ok, parent);
    // What users fear most after a failed save is the file they already had: say it is intact.
    const QString kept
        = QFileInfo::exists(error.file) ? tr("The file on disk has not been changed.") : tr("Nothing was written.");
    box.setInformativeText(
        tr("%1\n\n%2 Your marks are still open here: try another folder with Save As.").arg(error.message, kept));
    box.setDetailedText(describe(error));
    box.exec();
}

// The three answers to a recovery question: `restoreLabel` (the default), Discard, and Not Now
// (Escape), which decides nothing.
UserPrompts::RecoveryChoice DialogPrompts::askRecovery(QMessageBox& box, const QString& restoreLabel)
{
    QPushButton* restore = box.addButton(restoreLabel, QMessageBox::AcceptRole);
    QPushButton* discard = box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
    QPushButton* later = box.addButton(tr("Not Now"), QMessageBox::RejectRole);
    box.setDefaultButton(restore);
    box.setEscapeButton(later);
    box.exec();
    if (box.clickedButton() == restore)
        return RecoveryChoice::Restore;
    if (box.clickedButton() == discard)
        return RecoveryChoice::Discard;
    return RecoveryChoice::Keep;
}

UserPrompts::RecoveryChoice DialogPrompts::askRestoreRecovery(QWidget* parent, const QString& fileName, int markCount,
                                                              const QDateTime& savedAt)
{
    QMessageBox box(
        QMessageBox::Question, tr("Restore Unsaved Marks?"),
        tr("Restore the %n dead-stone mark(s) you had not saved in \u201c%1\u201d?", nullptr, markCount).arg(fileName),
        QMessageBox::NoButton, parent);
    box.setInformativeText(tr("SekiScope kept them when it last closed without saving (%1). Restoring makes them one "
                              "step you can undo.")
                               .arg(QLocale().toString(savedAt.toLocalTime(), QLocale::ShortFormat)));
    // Escape decides nothing: the marks are offered again the next time the file is opened.
    return askRecovery(box, tr("Restore"));
}

void DialogPrompts::showRecoveryNotice(QWidget* parent, const QStringList& files,
                                       const std::function<void(const QString&)>& open)
{
    if (files.isEmpty())
        return;
    // Not modal: the notice must not stand between the user and the file they came to open.
    auto* box = new QMessageBox(QMessageBox::Information, tr("Unsaved Marks Kept"),
                                tr("SekiScope did not close cleanly last time: the dead stones marked in %n file(s) "
                                   "were not saved, and have been kept.",
                                   nullptr, int(files.size())),
                                QMessageBox::Ok, parent);
    QStringList names;
    for (const QString& file : files)
        names << QDir::toNativeSeparators(file);
    box->setInformativeText(tr("Open a file to be offered its marks back:\n%1").arg(names.join(u'\n')));
    // One button per file (the first few), so the file is one click away.
    for (const QString& file : files.mid(0, 3)) {
        QPushButton* button = box->addButton(tr("Open %1").arg(QFileInfo(file).fileName()), QMessageBox::ActionRole);
        QObject::connect(button, &QPushButton::clicked, box, [open, file] { open(file); });
    }
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::NonModal);
    box->show();
}

UserPrompts::RecoveryChoice DialogPrompts::askRestorePosition(QWidget* parent, const QString& description,
                                                              const QDateTime& savedAt)
{
    QMessageBox box(QMessageBox::Question, tr("Restore Unsaved Position?"),
                    tr("A position you set up in the board editor (%1) was not saved when SekiScope last closed. "
                       "Open it again?")
                        .arg(description),
                    QMessageBox::NoButton, parent);
    box.setInformativeText(tr("SekiScope kept it at %1. It opens as a new, unsaved position.")
                               .arg(QLocale().toString(savedAt.toLocalTime(), QLocale::ShortFormat)));
    // Escape decides nothing: the position is offered again at the next start.
    return askRecovery(box, tr("Open"));
}

} // namespace seki::ui
