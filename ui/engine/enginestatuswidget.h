#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace seki::ui {

// The dead stones' part of the status bar: an offer to suggest dead stones (a game with none
// marked), a busy indicator with Cancel while the engine reads, and Accept / Discard while a
// suggestion is shown, with the question of the stones SekiScope's finder left undecided (count
// them dead, or accept and leave them alive). Hidden otherwise.
class EngineStatusWidget : public QWidget {
    Q_OBJECT
public:
    enum class Mode { Hidden, Offer, Busy, Suggestion };

    explicit EngineStatusWidget(QWidget* parent = nullptr);

    void showOffer();
    void showBusy(const QString& engine);
    // With askUndecided, the button that counts the undecided stones dead is shown too.
    void showSuggestion(const QString& text, bool askUndecided = false);
    void hideAll();
    Mode mode() const { return m_mode; }
    QString text() const;
    // While the status line says something of its own (the group under the mouse), the summary
    // gives it the room; the buttons stay.
    void setSummaryShown(bool shown);
    bool summaryShown() const;

    QPushButton* suggestButton() const { return m_suggest; }
    QPushButton* cancelButton() const { return m_cancel; }
    QPushButton* acceptButton() const { return m_accept; }
    QPushButton* discardButton() const { return m_discard; }
    QPushButton* undecidedDeadButton() const { return m_undecidedDead; }

signals:
    void suggestClicked();
    void cancelClicked();
    void acceptClicked();
    void discardClicked();
    void undecidedDeadClicked();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void setMode(Mode mode);

    Mode m_mode = Mode::Hidden;
    QString m_engine;
    QLabel* m_label;
    QProgressBar* m_busy;
    QPushButton* m_suggest;
    QPushButton* m_cancel;
    QPushButton* m_accept;
    QPushButton* m_discard;
    QPushButton* m_undecidedDead;
};

} // namespace seki::ui
