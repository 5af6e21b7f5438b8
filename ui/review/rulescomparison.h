#pragma once

#include "review/tracewalk.h"

#include "board/rulesets.h"

#include <QWidget>

#include <array>
#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QTableWidget;

namespace seki::ui {

// Japanese (relaxed seki detection), the strict 1989 rule and Chinese area counting side by
// side: every point where they disagree on who scores it, with each rule set's reason, taken from
// its own trace (the expansion's eye sum, the block that touches dame, area counting eyes in seki).
class RulesComparison : public QWidget {
    Q_OBJECT
public:
    struct Difference {
        Point point;
        std::array<char, 3> owner{}; // 'b', 'w' or '.' per rule set, in AllRules order
        std::array<QString, 3> reason;
    };

    explicit RulesComparison(QWidget* parent = nullptr);

    // Scores the position under the three rule sets and lists where they disagree.
    // Compares the rule sets on `position`, each under the eye count `eyes`.
    void setPosition(const Position& position, EyeMethod eyes = EyeMethod::Boundary);
    // The same from walks already made (the open game's, from its GameScores), in AllRules
    // order: nothing is scored again.
    using Walks = std::array<std::shared_ptr<const TraceWalk>, 3>;
    void setWalks(const Walks& walks);
    void clear();

    const std::vector<Difference>& differences() const { return m_differences; }
    QTableWidget* table() const { return m_table; }
    QString summaryText() const;

    static std::vector<Difference> compare(const std::array<const TraceWalk*, 3>& walks);
    static QString reasonFor(const TraceWalk& walk, Point point);
    // The reason under the 1989 rule where its count differs from the relaxed rule's, naming the
    // article of the 1989 rules behind it (8: seki and territory; 9: the dame filled and the
    // teire made before the count).
    static QString articleReasonFor(const TraceWalk& walk, Point point);

protected:
    // LanguageChange: the headers, the summary and every reason are made again in the new
    // language from the same position; the chosen row stays chosen.
    void changeEvent(QEvent* event) override;

signals:
    // A row was chosen: the point it is about.
    void pointChosen(seki::Point point);

private:
    void setHeaders();
    void fill();

    Walks m_walks; // empty while nothing is compared
    std::vector<Difference> m_differences;
    QLabel* m_summary;
    QTableWidget* m_table;
    int m_boardHeight = 19;
};

} // namespace seki::ui
