#pragma once

#include "common/fileerror.h"
#include "common/translatedtexts.h"

#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>

class QAction;
class QMainWindow;
class QMenu;
class QMimeData;
class QUndoStack;

namespace seki::ui {

class GameDocument;
class RulesSelector;
class UserPrompts;

// The window's files: File › Open, Open Recent, Save and Save As with their dialogs, a file
// dropped on the window, the question about unsaved changes, and the errors of reading and
// writing. It reads a file into
// a GameDocument and hands it to the window (adopt); Save writes the open document's territory
// and result under the rules in force (RulesSelector).
class FileController : public QObject {
    Q_OBJECT
public:
    using Adopt = std::function<void(std::unique_ptr<GameDocument>)>;
    FileController(QMainWindow& window, UserPrompts& prompts, QUndoStack& undoStack, const RulesSelector& rules,
                   Adopt adopt);

    // The open document (the window's; nullptr while none) and its crash copy.
    // A new document: Save asks again (once) whether to replace its stored result.
    void setDocument(GameDocument* document)
    {
        m_document = document;
        m_resultAnswer = ResultAnswer::NotAsked;
    }

    QAction* openAction() const { return m_openAction; }
    // Edit › Paste Game (Ctrl+V): the game record on the clipboard, or the files copied there.
    QAction* pasteAction() const { return m_pasteAction; }
    QAction* saveAction() const { return m_saveAction; }
    QAction* saveAsAction() const { return m_saveAsAction; }
    QMenu* recentMenu() const { return m_recentMenu; }
    // Fills `file`: Open, Open Recent, Open Example (the bundled games), Save, Save As.
    void addToMenu(QMenu* file);

    // Opens a game (SGF or .pos). On failure the error is reported and the open game stays.
    // False too when the user cancels leaving unsaved changes.
    bool openFile(const QString& path);
    // Opens the clipboard's game record (any format SekiScope reads) as a new, unsaved game, or
    // the files copied there; a link or text that is no record is answered with why not.
    bool paste();
    // The same for what was dropped on the window (files, a link, text).
    bool openMimeData(const QMimeData& data, const QString& origin);
    // Text holding a game record, from `origin` ("the clipboard"), as a new, unsaved game.
    bool openText(const QString& text, const QString& origin);
    bool saveFile(const QString& path);
    void open();
    bool save();
    bool saveAs();
    // Whether it is fine to drop the open game: saved, discarded, or nothing to save.
    bool maybeSave();
    void reportError(const FileError& error);

    // "game.sgf", "New position" for a position not saved yet, "Pasted game" for a record pasted.
    QString displayName() const;
    // The window's title: the open file's name, marked modified while it has unsaved changes.
    void updateTitle();
    const QString& lastFolder() const { return m_lastFolder; }
    void readSettings();
    void writeSettings() const;
    void updateActions();
    void retranslate();

protected:
    // A local file dragged over the window is accepted, and opened when dropped.
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    void fileErrorReported(const QString& file, int line, int column, const QString& message);
    void fileOpened(const QString& path);
    // Unsaved work the user chose to throw away (nothing of it is to be kept for recovery).
    void unsavedWorkDiscarded();
    // A file's game has just become the open document (before fileOpened).
    void documentAdopted();
    // The document was written to `path` as `text`.
    void documentWritten(const QString& path, const QByteArray& text);
    void fileSaved(const QString& path);
    // After a save: the title and the game panel show the saved state.
    void saved();

private:
    void reportSaveError(const FileError& error);
    // Opens one of several local files (asking which when there are several).
    bool openDroppedFiles(const QStringList& paths);
    void refuseLink(const QString& link);
    void refuse(const QString& title, const QString& text, const QString& advice);
    void addRecentFile(const QString& path);
    void updateRecentMenu();

    QMainWindow& m_window;
    UserPrompts& m_prompts;
    QUndoStack& m_undoStack;
    const RulesSelector& m_rules;
    Adopt m_adopt;
    GameDocument* m_document = nullptr;
    // Whether Save may replace the file's stored result with the count: asked once per document.
    enum class ResultAnswer { NotAsked, Write, Keep };
    ResultAnswer m_resultAnswer = ResultAnswer::NotAsked;
    TranslatedTexts m_texts{"seki::ui::FileController"};
    QAction* m_openAction = nullptr;
    QAction* m_pasteAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_examplesMenu = nullptr;
    QString m_lastFolder;
    QStringList m_recentFiles;
};

} // namespace seki::ui
