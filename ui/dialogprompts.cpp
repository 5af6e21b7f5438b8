#include "dialogprompts.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
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
    return tr("Go games (*.sgf *.pos);;SGF files (*.sgf);;Scoring cases (*.pos);;All files (*)");
}

void DialogPrompts::showFileError(QWidget* parent, const FileError& error)
{
    QMessageBox box(QMessageBox::Warning, tr("Cannot Open File"),
                    tr("SekiScope cannot read \u201c%1\u201d.").arg(QFileInfo(error.file).fileName()),
                    QMessageBox::Ok, parent);
    box.setInformativeText(error.line > 0 ? tr("Line %1, column %2: %3").arg(error.line).arg(error.column).arg(error.message)
                                          : error.message);
    box.setDetailedText(describe(error));
    box.exec();
}

UserPrompts::UnsavedChoice DialogPrompts::askUnsavedChanges(QWidget* parent, const QString& fileName)
{
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
                    tr("The dead stones marked in \u201c%1\u201d have not been saved.").arg(fileName),
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

QString DialogPrompts::askSaveFileName(QWidget* parent, const QString& suggestion)
{
    return QFileDialog::getSaveFileName(parent, tr("Save Game As SGF"), suggestion, tr("SGF files (*.sgf)"));
}

QString DialogPrompts::askExportFileName(QWidget* parent, const QString& suggestion)
{
    return QFileDialog::getSaveFileName(parent, tr("Export Board"), suggestion,
                                        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
}

} // namespace seki::ui
