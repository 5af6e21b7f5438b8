#pragma once

#include <QPointer>
#include <QWidget>

#include "sgf/gameinfo.h"

#include <string>

class QFormLayout;
class QLabel;

namespace seki::ui {

class GameDocument;

// The game dock: who played (with ranks), komi, the rules and result the file names, when, where
// and at which event, the time limits, and notes.
class GameInfoPanel : public QWidget {
    Q_OBJECT
public:
    explicit GameInfoPanel(QWidget* parent = nullptr);

    void setDocument(const GameDocument* document);

    // The rules an SGF's RU property names, in the window's language: the common values
    // (Japanese, Chinese, AGA, Korean, New Zealand, Ing, and SekiScope's own names) matched
    // without regard to case, spaces or hyphens; anything else as the file spells it.
    static QString rulesDisplayName(const QString& ru);
    // How the file's KM was read when it was not plain (Fox's hundredths, an empty KM, a komi
    // larger than the board), for the panel's note; empty otherwise.
    static QString komiText(const GameInfo& info, double komi);
    // For a game that was not counted (resignation, time, forfeit, void, unknown): RE and what it
    // means, the position not played out; empty for a counted result.
    static QString resultText(const std::string& re, int moves);
    // The value shown in the Rules row, for tests and accessibility.
    QString rulesText() const;
    // The values of the Black, Date, Event, Place and Time rows, for tests.
    QString blackText() const;
    // The moves: the main line's, and those of the variations when there are any.
    QString movesText() const;
    QString detailsText() const;
    // The title of the row that shows `field` ("Black", "Komi", ...), for tests.
    QString rowTitle(int row) const;

protected:
    // LanguageChange: the row titles and the values made of words are set again.
    void changeEvent(QEvent* event) override;

private:
    QLabel* addRow();
    void retranslate();
    void showDocument();

    QPointer<const GameDocument> m_document;
    QFormLayout* m_form;
    QLabel* m_file;
    QLabel* m_black;
    QLabel* m_white;
    QLabel* m_size;
    QLabel* m_komi;
    QLabel* m_rules;
    QLabel* m_result;
    QLabel* m_moves;
    QLabel* m_date;
    QLabel* m_event;
    QLabel* m_place;
    QLabel* m_time;
    QLabel* m_note;
};

} // namespace seki::ui
