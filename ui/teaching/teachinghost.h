#pragma once

#include "common/fileerror.h"

#include "board/rulesets.h"

#include <QString>

#include <memory>

class QMainWindow;
class QUndoStack;

namespace seki::ui {

class BoardView;
class GameDocument;
class RecordNavigator;
class ScoringReview;

// What the teaching kit asks of the window it works in, and nothing more: the open document, the
// window's few acts on a document (open a file, replace the document, ask about unsaved changes,
// draw again) and the rules in force. The main window implements it; the teaching kit includes
// nothing of the main window, so the dependency between the two folders points one way.
class TeachingHost {
public:
    virtual ~TeachingHost() = default;

    // The open document (nullptr when none is open).
    virtual GameDocument* teachingDocument() const = 0;
    // Opens a game or lesson file as File › Open does; false (reported) when it cannot.
    virtual bool openFile(const QString& path) = 0;
    // Whether the open document may be dropped: saved, discarded or unchanged.
    virtual bool maybeSave() = 0;
    // Replaces the open document (a blank board, a restored position).
    virtual void setDocument(std::unique_ptr<GameDocument> document) = 0;
    // The rules the board and the walk-through count by, and the user's choice of them.
    virtual Rules boardRules() const = 0;
    virtual void setBoardRules(Rules rules) = 0;
    // The board, the docks and the actions follow what changed.
    virtual void refresh() = 0;
    virtual void updateActions() = 0;
    // The document counts the node shown, or the final position (Score the Position Shown).
    virtual void followCountedNode() = 0;
    virtual void reportError(const FileError& error) = 0;
    // The open document's name as the window shows it, and the folder files were last in.
    virtual QString displayName() const = 0;
    virtual QString lastFolder() const = 0;
};

// The parts of the window the teaching kit works with, handed over once.
struct TeachingParts {
    QMainWindow& window;
    BoardView& board;
    QUndoStack& undoStack;
    RecordNavigator& navigator;
    ScoringReview& review;
};

} // namespace seki::ui
