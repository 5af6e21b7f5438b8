#pragma once

#include "engine/enginesettings.h"

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

class EngineClient;
class EngineStatusWidget;
class GameDocument;

// Dead stones suggested by a GTP engine, in the window: Score › Suggest Dead Stones asks the
// engine (EngineClient, off the GUI thread's way), its answer is shown as a suggestion drawn apart
// from the marks until the user accepts it (one undoable step of SetDeadCommands) or discards it;
// clicking a block meanwhile changes the suggestion. A game with no dead marks opened from a file
// is offered a suggestion, or given one, as the settings say. The window hands it the document,
// draws suggestedMask(), and sends clicks through toggleSuggested() first.
class DeadStoneController : public QObject {
    Q_OBJECT
public:
    // The Score menu goes after `menuBefore` in the window's menu bar.
    DeadStoneController(QMainWindow& window, QUndoStack& undoStack, QMenu* menuBefore);
    ~DeadStoneController() override;

    // The open game (nullptr: none). Any question running is cancelled and the engine stopped;
    // a suggestion is dropped.
    void setDocument(GameDocument* document);

    EngineSettings settings() const { return m_settings; }
    void setSettings(const EngineSettings& settings);

    void suggest();
    void cancel();
    void accept();
    void discard();

    bool isBusy() const;
    bool hasSuggestion() const { return m_pending; }
    const std::vector<Point>& suggestion() const { return m_suggestion; }
    QString suggestedBy() const { return m_engineName; }
    Board::Mask suggestedMask(const Board& board) const;
    // While a suggestion is shown: adds `stones` to it (or takes them out when the first is in
    // it) and returns true; false (nothing done) when no suggestion is shown.
    bool toggleSuggested(const std::vector<Point>& stones);

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
    std::vector<Point> m_suggestion;
    int m_sekiStones = 0;
    QString m_engineName;
};

} // namespace seki::ui
