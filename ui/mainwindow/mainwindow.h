#pragma once

#include "fileerror.h"
#include "settingsdialog.h"
#include "userprompts.h"

#include "board/position.h"

#include <QImage>
#include <QMainWindow>

#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QApplication;
class QDockWidget;
class QMenu;
class QToolBar;
class QUndoStack;

namespace seki::ui {

struct BoardScene;
class BoardEditor;
class BoardView;
class DeadStoneController;
class EyeLensController;
class GameDocument;
class GameInfoPanel;
class GameTreePanel;
class RecordNavigator;
class MoveBar;
class ScorePanel;
class PresentationWindow;
class RecoveryKeeper;
class ScoringReview;
class TeachingController;

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
    // At startup (the application calls it when no file is given): offers back the positions
    // set up in the board editor that an earlier session left unsaved; one restored opens as a
    // new, unsaved position in the editor. True when one was restored.
    bool offerKeptPositions();
    // Where the recovery copy of a position set up in the editor is ("" while none is kept).
    QString keptPositionPath() const;

    // The parts, for tests and the screenshot tool.
    BoardView* boardView() const { return m_board; }
    ScorePanel* scorePanel() const { return m_scorePanel; }
    ScoringReview* scoringReview() const { return m_review; }
    // GNU Go's eye lens: the Eye Analysis dock, its overlay and the eye-count choice.
    EyeLensController* eyeLens() const { return m_eyeLens; }
    MoveBar* moveBar() const { return m_moveBar; }
    // Where the window is in the record's tree (comments, variations), and the Comments dock.
    RecordNavigator* navigator() const { return m_navigator; }
    GameTreePanel* gameTreePanel() const { return m_treePanel; }
    // Dead stones suggested by a GTP engine: Score › Suggest Dead Stones.
    DeadStoneController* deadStoneEngine() const { return m_deadStones; }
    QUndoStack* undoStack() const { return m_undoStack; }
    QAction* scoreShownAction() const { return m_scoreShownAction; }
    const GameDocument* document() const { return m_document.get(); }
    Rules boardRules() const { return m_rules; }
    void setBoardRules(Rules rules);

    // The teaching kit (TeachingController).
    TeachingController* teaching() const { return m_teaching; }
    BoardEditor* boardEditor() const;
    PresentationWindow* presentationWindow() const;
    // Opens a bundled lesson (LessonLibrary) straight into the scoring walk-through at stage 1,
    // under the lesson's own rules.
    bool openLesson(const QString& path);
    // A blank board of `size` in the board editor (asks about unsaved changes first).
    bool newPosition(QSize size);
    // The board as shown (the walk-through's frame while reviewing), tight around the wood, at
    // the size it has on screen: what Copy Board Image puts on the clipboard.
    QImage boardImage() const;
    // The handout of what is open: the lesson's or the game's walk-through (HandoutWriter).
    bool writeHandout(const QString& path, QString& error) const;

    // Edit > Preferences: the action, and its dialog once it has been shown.
    QAction* preferencesAction() const { return m_preferencesAction; }
    SettingsDialog* settingsDialog() const { return m_settingsDialog; }

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
    void newPositionDialog();
    void browseLessons();
    void copyBoardImage();
    void print();
    void printPreview();
    void exportHandout();
    void setPresentationMode(bool on);
    // Shows the Preferences dialog (window-modal) with the values in force.
    void showPreferences();

protected:
    void closeEvent(QCloseEvent* event) override;
    // LanguageChange: the menus and actions take the new language's texts (retranslateUi).
    void changeEvent(QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // Sets again every text of the menus, actions and docks made here, in the current language.
    void retranslateUi();
    void createActions();
    void createMenus();
    void createToolBar();
    void createDocks();
    // Copy Board Image and printing, then the teaching kit's actions and menus.
    void createTeachingActions();
    void readSettings();
    void writeSettings() const;
    void createPreferences();
    // The values Edit > Preferences shows, and applying them through the menus' own paths.
    SettingsDialog::Values currentPreferences() const;
    void applyPreferences(const SettingsDialog::Values& values);
    // Undo/Redo name the command in the language now shown ("Undo Mark D4 dead").
    bool eventFilter(QObject* watched, QEvent* event) override;
    // Grows the Score dock, taking room from the docks below, until its whole table shows.
    void fitScoreDock();
    void updateUndoTexts();

    // Whether it is fine to drop the open game: saved, discarded, or nothing to save.
    bool maybeSave();
    void reportError(const FileError& error);
    void setDocument(std::unique_ptr<GameDocument> document);
    void onPointActivated(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers);
    void onPointHovered(std::optional<Point> point);
    void refresh();
    // The teacher's marks and labels (SGF markup) of the node shown, onto the board.
    void addNodeMarkup(BoardScene& scene) const;
    // The move slider follows the navigator's line and node.
    void followNavigator();
    // Score the Position Shown: tells the document which node to count.
    void followCountedNode();
    // "Counting the end of the game, move 265" for the Score panel.
    QString countedPositionText() const;
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
    EyeLensController* m_eyeLens = nullptr;
    DeadStoneController* m_deadStones = nullptr;
    QDockWidget* m_scoreDock = nullptr;
    QDockWidget* m_infoDock = nullptr;
    RecordNavigator* m_navigator = nullptr;
    GameTreePanel* m_treePanel = nullptr;
    QDockWidget* m_commentsDock = nullptr;
    QAction* m_previousVariationAction = nullptr;
    QAction* m_nextVariationAction = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_fileMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_rulesMenu = nullptr;
    QMenu* m_examplesMenu = nullptr;
    QMenu* m_goMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QMenu* m_toolsMenu = nullptr;
    QMenu* m_lessonsMenu = nullptr;
    QToolBar* m_mainToolBar = nullptr;
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
    QAction* m_scoreShownAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_aboutQtAction = nullptr;
    QAction* m_preferencesAction = nullptr;
    SettingsDialog* m_settingsDialog = nullptr;

    int m_fittedScoreHeight = -1;   // the score table's height the dock was last fitted to
    // The teaching kit: lessons, the board editor, presentation, handouts.
    TeachingController* m_teaching = nullptr;
    BoardEditor* m_editor = nullptr;   // the teaching kit's
    QAction* m_copyImageAction = nullptr;
    QAction* m_printAction = nullptr;
    QAction* m_printPreviewAction = nullptr;

    // Unsaved dead marks kept on disk and offered back after a crash.
    RecoveryKeeper* m_recovery = nullptr;
    void reportSaveError(const FileError& error);

    // The teaching kit works on the window's document, board, walk-through and menus.
    friend class TeachingController;
};

// Shows the review window, opens `fileToOpen` when it is not empty, and runs the event loop;
// returns the application's exit code. For app/main.cpp.
int runWindow(QApplication& application, const QString& fileToOpen);

} // namespace seki::ui
