#pragma once

#include "board/position.h"
#include "common/rulestitle.h"
#include "scoring/scoreresult.h"

#include <QWidget>

#include <array>

class QGridLayout;
class QLabel;

namespace seki::ui {

// The score dock: the breakdown per colour under the three rule sets side by side, each rule
// set's result, and a warning naming the points whose verdict the scorer could not settle.
class ScorePanel : public QWidget {
    Q_OBJECT
public:
    // The rows of the breakdown, top to bottom.
    enum class Row { Territory, Captures, DeadStones, Stones, Komi, Total };
    static constexpr int RowCount = 6;
    static constexpr int RulesCount = int(AllRules.size());

    explicit ScorePanel(QWidget* parent = nullptr);

    // The three results, in AllRules order.
    // position: the scored one, for what its file says (its own territory marks, TB/TW).
    void setScores(const std::array<const ScoreResult*, RulesCount>& results, const Position* position = nullptr);
    // Nothing to score: an earlier move of the record is shown, or no game is open.
    void showMessage(const QString& message);
    // Which position the scores count ("Counting the end of the game, move 265"), above the table;
    // hidden with it by showMessage().
    void setCountedPosition(const QString& text);
    QString countedPositionText() const;
    // Why the counted board is not the position the record meant (what it could not apply on the
    // way to the node shown): the first of the warnings under the table, from the next
    // setScores() on. Empty: none.
    void setPositionWarning(const QString& text);
    // A game not decided by counting (resignation, time, forfeit, void): `words` ("White won by
    // resignation", RecordedResultText) is the headline, in large type above everything, and the
    // table's results are called the count of the position as it stands. Empty: no headline.
    void setRecordedResult(const QString& words);
    QString headlineText() const;
    // The rule set the board shows: its column is highlighted.
    void setSelectedRules(Rules rules);

    // What the panel shows, for tests and accessibility.
    QString cellText(Rules rules, Color color, Row row) const;
    QString resultText(Rules rules) const;
    QString warningText() const;
    QString messageText() const;

    // A second reading of the same position (the seki decision with GNU Go's local-game
    // eye values) under the three rule sets, in rows below the default's: its territory and its
    // result, a result that differs from the default's drawn in colour. Call after setScores();
    // all results null hides the rows.
    void setSecondReading(const QString& title, const std::array<const ScoreResult*, RulesCount>& results);
    void clearSecondReading();
    QString secondReadingTitle() const;
    // How tall the panel must be shown for every number to be seen (the table and, when there is
    // one, the warning; the legend below may scroll).
    int essentialHeight() const;
    QString secondResultText(Rules rules) const;
    QString secondTerritoryText(Rules rules, Color color) const;
    // Whether the second reading's result under `rules` differs from the default's.
    bool secondReadingDiffers(Rules rules) const;

protected:
    // LanguageChange: the headings, row titles and legend take the new language; the numbers and
    // the warning follow from the window's refresh (setScores).
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    static int column(Rules rules);
    static QString rowTitle(Row row);
    static bool rowCounts(Row row, Rules rules);
    void updateHighlight();
    void createSecondReadingRows(QGridLayout* grid, int firstRow);

    std::array<std::array<std::array<QLabel*, RowCount>, 2>, RulesCount> m_cells{};
    std::array<QLabel*, RulesCount> m_headers{};
    std::array<std::array<QLabel*, 2>, RulesCount> m_sideTitles{};
    std::array<QLabel*, RowCount> m_rowTitles{};
    QLabel* m_resultTitle = nullptr;
    QLabel* m_legend = nullptr;
    std::array<QLabel*, RulesCount> m_results{};
    QWidget* m_table = nullptr;
    QLabel* m_message = nullptr;
    QLabel* m_counted = nullptr;
    QLabel* m_headline = nullptr;     // the recorded result, when it was not counted
    QLabel* m_headlineNote = nullptr; // what the count under it is then
    QLabel* m_warning = nullptr;
    QString m_positionWarning;
    Rules m_selected = Rules::Japanese;

    // The second reading's rows, hidden until setSecondReading().
    QLabel* m_secondTitle = nullptr;
    QLabel* m_secondTerritoryTitle = nullptr;
    QLabel* m_secondResultTitle = nullptr;
    std::array<std::array<QLabel*, 2>, RulesCount> m_secondTerritory{};
    std::array<QLabel*, RulesCount> m_secondResults{};
};

} // namespace seki::ui
