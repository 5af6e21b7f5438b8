#pragma once

#include "fileerror.h"

#include <QString>

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
};

} // namespace seki::ui
