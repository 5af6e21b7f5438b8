#pragma once

#include "common/fileerror.h"
#include "common/translatedtexts.h"

#include <QImage>
#include <QObject>

#include <functional>

class QAction;
class QMainWindow;

namespace seki::ui {

class BoardView;
class ScoringReview;
class TeachingController;
class UserPrompts;

// The board and the walk-through leaving the window: File › Export Board (the board as it is
// shown, marks, coordinates and theme, no cursor or outline, saved as a PNG, SVG or PDF file),
// Edit › Copy Board Image (the same board on the clipboard) and File › Print / Print Preview
// (the walk-through's handout on paper).
class ExportController : public QObject {
    Q_OBJECT
public:
    // `baseName` names the open file ("" while none is open); `lastFolder` is where the dialog
    // starts; errors go to `reportError`.
    ExportController(QMainWindow& window, UserPrompts& prompts, const BoardView& board,
                     std::function<QString()> baseName, const QString& lastFolder,
                     std::function<void(const FileError&)> reportError);

    // The walk-through the copied image shows while it is on and the handout prints, with the
    // teaching kit's title and introduction (both made after this controller).
    void setWalkthrough(const ScoringReview& review, const TeachingController& teaching);

    QAction* action() const { return m_action; }
    QAction* copyImageAction() const { return m_copyImageAction; }
    QAction* printAction() const { return m_printAction; }
    QAction* printPreviewAction() const { return m_printPreviewAction; }
    // A game or position is open (`open`), and it has a walk-through to print (`walk`).
    void updateActions(bool open, bool walk);

    void exportBoard();
    // The board as shown (the walk-through's frame while reviewing), tight around the wood, at
    // the size it has on screen; null while nothing is open.
    QImage boardImage() const;
    void copyBoardImage();
    void print();
    void printPreview();
    void retranslate() { m_texts.retranslate(); }

private:
    bool canPrint() const;

    QMainWindow& m_window;
    UserPrompts& m_prompts;
    const BoardView& m_board;
    std::function<QString()> m_baseName;
    const QString& m_lastFolder;
    std::function<void(const FileError&)> m_reportError;
    const ScoringReview* m_review = nullptr;
    const TeachingController* m_teaching = nullptr;
    bool m_open = false;
    TranslatedTexts m_texts{"seki::ui::ExportController"};
    QAction* m_action = nullptr;
    QAction* m_copyImageAction = nullptr;
    QAction* m_printAction = nullptr;
    QAction* m_printPreviewAction = nullptr;
};

} // namespace seki::ui
