#pragma once

#include "engine/enginesettings.h"

#include "board/boardinputhandler.h"

#include "board/board.h"
#include "deadstones/deadstonefinder.h"

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

// Dead stones suggested in the window: Score › Suggest Dead Stones asks SekiScope's own finder
// (core/deadstones, in milliseconds) or, as Preferences say, a GTP engine (EngineClient, off the
// GUI thread's way); the answer is shown as a suggestion drawn apart from the marks until the user
// accepts it (one undoable step of SetDeadCommands) or discards it. The groups SekiScope's finder
// cannot decide are drawn apart too and the user is asked (count them dead, or accept and leave
// them alive). Where the engine is asked too (Preferences, or it is the one suggesting), the blocks
// on which it and SekiScope's finder disagree are outlined.
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
    // The stones SekiScope's finder left undecided, and the blocks on which it and the engine
    // disagree (empty until both answered), while a suggestion is shown.
    const std::vector<Point>& undecided() const { return m_undecided; }
    Board::Mask undecidedMask(const Board& board) const;
    const std::vector<Point>& disagreed() const { return m_disagreed; }
    Board::Mask disagreedMask(const Board& board) const;
    // Adds the undecided stones to the suggestion (the user counts them dead).
    void countUndecidedDead();
    // What SekiScope's finder said on the suggestion's position (nullptr when it was not asked).
    const DeadStoneReport* report() const { return m_haveReport ? &m_report : nullptr; }
    // What the suggestion holds for the block at `point` ("H6: a white stone; GNU Go suggests its
    // block of 1 stone dead."), or what the point is when no stone stands there.
    QString describe(Point point) const;

    // The board while the suggestion is shown (BoardInputMode::InspectSuggestion): a click or the
    // mouse on a block outlines it and says describe() in the status line.
    void activate(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers) override;
    void hover(std::optional<Point> point) override;
    void leave() override;

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
    // Runs SekiScope's finder on the document's position (m_report).
    void findWithSekiScope();
    // The blocks on which the finder's dead stones and `engineDead` differ.
    void compareWith(const std::vector<Point>& engineDead, const QString& engineName);
    void onFailure(const QString& message);
    // Drops the suggestion; with notify, says so (suggestionChanged) when there was one.
    void clearSuggestion(bool notify = true);
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
    DeadStoneFinder m_finder;
    DeadStoneReport m_report;
    bool m_haveReport = false;
    bool m_fromSekiScope = false; // the suggestion is SekiScope's (else the engine's)
    bool m_comparing = false;     // the engine is asked to compare with SekiScope's suggestion
    std::vector<Point> m_undecided; // sorted
    std::vector<Point> m_disagreed; // sorted
    QString m_comparedWith;         // the other finder's name, once it answered
};

} // namespace seki::ui
