#pragma once

#include "fileerror.h"
#include "translatedtexts.h"

#include <QObject>

#include <functional>

class QAction;
class QMainWindow;

namespace seki::ui {

class BoardView;
class UserPrompts;

// File › Export Board: the board as it is shown (marks, coordinates, theme; no cursor or
// outline) saved as a PNG, SVG or PDF file.
class ExportController : public QObject {
    Q_OBJECT
public:
    // `baseName` names the open file ("" while none is open); `lastFolder` is where the dialog
    // starts; errors go to `reportError`.
    ExportController(QMainWindow& window, UserPrompts& prompts, const BoardView& board,
                     std::function<QString()> baseName, const QString& lastFolder,
                     std::function<void(const FileError&)> reportError);

    QAction* action() const { return m_action; }
    void exportBoard();
    void retranslate() { m_texts.retranslate(); }

private:
    QMainWindow& m_window;
    UserPrompts& m_prompts;
    const BoardView& m_board;
    std::function<QString()> m_baseName;
    const QString& m_lastFolder;
    std::function<void(const FileError&)> m_reportError;
    TranslatedTexts m_texts{"seki::ui::ExportController"};
    QAction* m_action = nullptr;
};

} // namespace seki::ui
