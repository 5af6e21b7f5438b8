#pragma once

#include "fileerror.h"
#include "userprompts.h"

#include "board/position.h"

#include <QMainWindow>

#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QApplication;
class QDockWidget;
class QMenu;
class QUndoStack;

namespace seki::ui {

class BoardView;
class GameDocument;
class GameInfoPanel;
class MoveBar;
class ScorePanel;
class ScoringReview;

// The review window: open a finished game, mark the dead stones, read the score under three
// rule sets, save the marks and the result back into the file.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `prompts` answers the window's questions; nullptr means the usual dialogs.
    explicit MainWindow(std::unique_ptr<UserPrompts> prompts = nullptr, QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens a game (SGF or .pos). On failure the error is reported (prompts and
    // fileErrorReported) and the open game stays as it was. False too when the user cancels
    // leaving unsaved changes.
    bool openFile(const QString& path);
    // Saves as SGF to `path` (asks only whether to replace a differing stored result).
    bool saveFile(const QString& path);

    // The parts, for tests and the screenshot tool.
    BoardView* boardView() const { return m_board; }
    ScorePanel* scorePanel() const { return m_scorePanel; }
    ScoringReview* scoringReview() const { return m_review; }
    MoveBar* moveBar() const { return m_moveBar; }
    QUndoStack* undoStack() const { return m_undoStack; }
    const GameDocument* document() const { return m_document.get(); }
    Rules boardRules() const { return m_rules; }
    void setBoardRules(Rules rules);

signals:
    // After a failed open or save; the same error the user is shown.
    void fileErrorReported(const QString& file, int line, int column, const QString& message);
    // After a game was opened, or a save completed.
    void fileOpened(const QString& path);
    void fileSaved(const QString& path);

public slots:
    void open();
    bool save();
    bool saveAs();
    void exportBoard();
    void clearDeadMarks();
    void about();

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createToolBar();
    void createDocks();
    void readSettings();
    void writeSettings() const;

    // Whether it is fine to drop the open game: saved, discarded, or nothing to save.
    bool maybeSave();
    void reportError(const FileError& error);
    void setDocument(std::unique_ptr<GameDocument> document);
    void onPointActivated(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers);
    void onPointHovered(std::optional<Point> point);
    void refresh();
    void updateTitle();
    void updateActions();
    void addRecentFile(const QString& path);
    void updateRecentMenu();
    bool atFinalPosition() const;
    QString displayName() const;

    std::unique_ptr<UserPrompts> m_prompts;
    std::unique_ptr<GameDocument> m_document;
    QUndoStack* m_undoStack;
    BoardView* m_board = nullptr;
    MoveBar* m_moveBar = nullptr;
    ScorePanel* m_scorePanel = nullptr;
    GameInfoPanel* m_infoPanel = nullptr;
    ScoringReview* m_review = nullptr;
    QDockWidget* m_scoreDock = nullptr;
    QDockWidget* m_infoDock = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    Rules m_rules = Rules::Japanese;
    bool m_showCoordinates = true;
    QString m_lastFolder;
    QStringList m_recentFiles;

    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_exportAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_clearDeadAction = nullptr;
    QAction* m_coordinatesAction = nullptr;
    QActionGroup* m_rulesGroup = nullptr;
    QAction* m_firstMoveAction = nullptr;
    QAction* m_previousMoveAction = nullptr;
    QAction* m_nextMoveAction = nullptr;
    QAction* m_lastMoveAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_aboutQtAction = nullptr;
};

// Shows the review window, opens `fileToOpen` when it is not empty, and runs the event loop;
// returns the application's exit code. For app/main.cpp.
int runWindow(QApplication& application, const QString& fileToOpen);

} // namespace seki::ui
