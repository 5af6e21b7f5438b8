#pragma once

#include "common/fileerror.h"
#include "common/keybinding.h"
#include "settings/settingsdialog.h"
#include "teaching/teachinghost.h"
#include "common/translatedtexts.h"
#include "common/userprompts.h"

#include "board/boardinputmode.h"
#include "board/position.h"

#include <QImage>
#include <QMainWindow>

#include <memory>
#include <optional>

class QAction;
class QApplication;
class QMenu;
class QToolBar;
class QUndoStack;

namespace seki::ui {

struct BoardScene;
class BoardEditor;
class BoardInputRouter;
class BoardView;
class DeadMarking;
class DeadStoneController;
class EyeLensController;
class ExportController;
class FileController;
class GameDocument;
class GameInfoPanel;
class GameTreePanel;
class GameTreeView;
class HelpController;
class RecordDocks;
class RecordNavigator;
class EstimateController;
class MoveActions;
class MoveBar;
class ScoreDock;
class ScorePanel;
class PreferencesController;
class PresentationWindow;
class RecoveryKeeper;
class RulesSelector;
class ScoringReview;
class TeachingController;
class TryMoves;
class UndoActions;
class ViewMenu;

// The review window: open a finished game, mark the dead stones, read the score under three
// rule sets, save the marks and the result back into the file. The teaching kit works in it
// through TeachingHost.
class MainWindow : public QMainWindow, private TeachingHost {
    Q_OBJECT
public:
    // `prompts` answers the window's questions; nullptr means the usual dialogs.
    explicit MainWindow(std::unique_ptr<UserPrompts> prompts = nullptr, QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens a game (SGF or .pos). On failure the error is reported (prompts and
    // fileErrorReported) and the open game stays as it was. False too when the user cancels
    // leaving unsaved changes.
    bool openFile(const QString& path) override;
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
    // The Game Tree dock's view: every node of the record, click to go.
    GameTreeView* gameTreeView() const;
    // Go › Try Moves: playing variations into the record.
    TryMoves* tryMoves() const { return m_tryMoves; }
    // Dead stones suggested by a GTP engine: Score › Suggest Dead Stones.
    DeadStoneController* deadStoneEngine() const { return m_deadStones; }
    QUndoStack* undoStack() const { return m_undoStack; }
    // What a click on the board does now (the walk-through, the eye lens and a suggestion only
    // inspect; BoardInputRouter), and the router, for a new mode's handler.
    BoardInputMode boardInputMode() const;
    BoardInputRouter* boardInput() const { return m_input; }
    QAction* scoreShownAction() const;
    EstimateController* estimateController() const { return m_estimate; }
    const GameDocument* document() const { return m_document.get(); }
    // The rules the board, the walk-through, handouts and Save count by: the file's RU when it
    // names rules, else the user's choice. setBoardRules is the user's choice (remembered).
    Rules boardRules() const override;
    void setBoardRules(Rules rules) override;
    // Whether boardRules() are the open file's RU (the user has not chosen others since).
    bool rulesFromFile() const;

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
    QAction* preferencesAction() const;
    SettingsDialog* settingsDialog() const;

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

private:
    // Sets again every text of the menus, actions and docks made here, in the current language.
    void retranslateUi();
    // The rules selector changed: the menu, the Score dock, the walk-through and the board follow.
    void followRules(Rules rules);
    void createActions();
    void createMenus();
    void createToolBar();
    void createDocks();
    // The board's input modes and their handlers (BoardInputRouter).
    void createBoardInput();
    BoardInputState boardInputState() const;
    // The teaching kit's actions and menus, then Copy Board Image and printing beside them.
    void createTeachingActions();
    void readSettings();
    void writeSettings() const;
    // Every key of the window, for Help › Keyboard Shortcuts.
    QList<KeyGroup> keyGroups() const;

    // Whether it is fine to drop the open game: saved, discarded, or nothing to save.
    bool maybeSave() override;
    void reportError(const FileError& error) override;
    void setDocument(std::unique_ptr<GameDocument> document) override;
    GameDocument* teachingDocument() const override { return m_document.get(); }
    QString lastFolder() const override { return m_lastFolder; }
    void refresh() override;
    // The teacher's marks and labels (SGF markup) of the node shown, onto the board.
    void addNodeMarkup(BoardScene& scene) const;
    // Score the Position Shown: tells the document which node to count.
    void followCountedNode() override;
    void updateActions() override;
    bool atFinalPosition() const;
    QString displayName() const override;

    std::unique_ptr<UserPrompts> m_prompts;
    std::unique_ptr<GameDocument> m_document;
    QUndoStack* m_undoStack;
    RulesSelector* m_rulesSelector;
    // Open, Open Recent, Save, Save As and their dialogs; it hands a file read to setDocument.
    FileController* m_files;
    const QString& m_lastFolder; // the folder of the last file opened or saved (m_files')
    // The texts of the actions, menus, docks and tool bar made here, each written once.
    TranslatedTexts m_texts{"seki::ui::MainWindow"};
    BoardView* m_board = nullptr;
    MoveBar* m_moveBar = nullptr;
    ScorePanel* m_scorePanel = nullptr;
    GameInfoPanel* m_infoPanel = nullptr;
    ScoringReview* m_review = nullptr;
    EyeLensController* m_eyeLens = nullptr;
    DeadStoneController* m_deadStones = nullptr;
    DeadMarking* m_marking = nullptr;
    BoardInputRouter* m_input = nullptr; // the board's clicks, to the handler of the mode shown
    MoveActions* m_moves = nullptr;       // the Go menu
    TryMoves* m_tryMoves = nullptr;       // Go › Try Moves
    EstimateController* m_estimate = nullptr; // Go › Estimate Score
    ExportController* m_export = nullptr; // Export Board, Copy Board Image, Print
    ScoreDock* m_scoreDock = nullptr;
    RecordNavigator* m_navigator = nullptr;
    GameTreePanel* m_treePanel = nullptr;
    RecordDocks* m_recordDocks = nullptr; // Game and Comments
    QMenu* m_fileMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    ViewMenu* m_view = nullptr; // the View menu's own entries
    QMenu* m_goMenu = nullptr;
    HelpController* m_help = nullptr; // the Help menu
    QToolBar* m_mainToolBar = nullptr;

    QAction* m_exportAction = nullptr;
    QAction* m_quitAction = nullptr;
    UndoActions* m_undoActions = nullptr; // Edit › Undo, Redo
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    PreferencesController* m_preferences = nullptr;

    // The teaching kit: lessons, the board editor, presentation, handouts.
    TeachingController* m_teaching = nullptr;
    BoardEditor* m_editor = nullptr; // the teaching kit's

    // Unsaved dead marks kept on disk and offered back after a crash.
    RecoveryKeeper* m_recovery = nullptr;
};

// Shows the review window, opens `fileToOpen` when it is not empty, and runs the event loop;
// returns the application's exit code. For app/main.cpp.
int runWindow(QApplication& application, const QString& fileToOpen);

} // namespace seki::ui
