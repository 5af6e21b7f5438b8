#pragma once

#include "engine/enginesettings.h"

#include "board/boardinputhandler.h"

#include "board/board.h"

#include <QObject>
#include <QString>

#include <vector>

class QAction;
class QMainWindow;
class QMenu;
class QUndoStack;

namespace seki {
struct DeadStoneAnswer;
}

namespace seki::ui {

class BoardView;
class EngineClient;
class EngineStatusWidget;
class GameDocument;

// Dead stones suggested by a GTP engine, in the window: Score › Suggest Dead Stones asks the
// engine (EngineClient, off the GUI thread's way), its answer is shown as a suggestion drawn apart
// from the marks until the user accepts it (one undoable step of SetDeadCommands) or discards it.
// While it is shown, the board is in BoardInputMode::InspectSuggestion with this as its handler:
// pointing at a block or clicking it says what the suggestion holds for it, and changes nothing.
// A game with no dead marks opened from a file is offered a suggestion, or given one, as the
// settings say; the offer goes as soon as stones are marked dead. The window hands it the
// document and draws suggestedMask().
class DeadStoneController : public QObject, public BoardInputHandler {
    Q_OBJECT
public:
    // The Score menu goes after `menuBefore` in the window's menu bar.
    DeadStoneController(QMainWindow& window, BoardView& board, QUndoStack& undoStack, QMenu* menuBefore);
    ~DeadStoneController() override;

    // The open game (nullptr: none). Any question running is cancelled and the engine stopped;
    // a suggestion is dropped.
    void setDocument(GameDocument* document);

    EngineSettings settings() const { return m_settings; }
    void setSettings(const EngineSettings& settings);

    // While locked (the walk-through is on) a suggestion can be asked for, not accepted.
    void setLocked(bool locked);

    void suggest();
    void cancel();
    void accept();
    void discard();

    bool isBusy() const;
    bool hasSuggestion() const { return m_pending; }
    const std::vector<Point>& suggestion() const { return m_suggestion; }
    QString suggestedBy() const { return m_engineName; }
    Board::Mask suggestedMask(const Board& board) const;
    // What the suggestion holds for the block at `point` ("H6: a white stone; GNU Go suggests its
    // block of 1 stone dead."), or what the point is when no stone stands there.
    QString describe(Point point) const;

    // The board while the suggestion is shown (BoardInputMode::InspectSuggestion): a click or the
    // mouse on a block outlines it and says describe() in the status line.
    void activate(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers) override;
    void hover(std::optional<Point> point) override;

    EngineClient& client() const { return *m_client; }
    EngineStatusWidget* statusWidget() const { return m_status; }
    QMenu* menu() const { return m_menu; }
    QAction* suggestAction() const { return m_suggestAction; }
    QAction* acceptAction() const { return m_acceptAction; }
    QAction* discardAction() const { return m_discardAction; }
    QAction* cancelAction() const { return m_cancelAction; }

signals:
    // The suggestion appeared, changed or went: the board draws it again.
    void suggestionChanged();
    // A file just opened was looked at for an offer (made or not: marks in it, Never, …).
    void openedFileChecked();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslate();
    void updateActions();
    void offerForOpenedFile();
    void onAnswer(const DeadStoneAnswer& answer);
    void onFailure(const QString& message);
    void clearSuggestion();
    void showSuggestionText();
    QString engineLabel() const;

    QMainWindow& m_window;
    BoardView& m_board;
    QUndoStack& m_undoStack;
    GameDocument* m_document = nullptr;
    EngineSettings m_settings;
    EngineClient* m_client;
    EngineStatusWidget* m_status;
    QMenu* m_menu;
    QAction* m_suggestAction;
    QAction* m_acceptAction;
    QAction* m_discardAction;
    QAction* m_cancelAction;
    bool m_pending = false;
    bool m_locked = false;
    std::vector<Point> m_suggestion;
    int m_sekiStones = 0;
    QString m_engineName;
};

} // namespace seki::ui
