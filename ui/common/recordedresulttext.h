#pragma once

#include <QCoreApplication>
#include <QString>

#include <string_view>

namespace seki::ui {

// A game's recorded result (RE) in words, when the game was not decided by counting: "White won by
// resignation", "Black won on time", "White won by forfeit", "No result (void)". Then the count of
// the final position is only the position as it stands, and the window, handouts and presentation
// lead with these words instead. Empty for a counted result, "?", text SekiScope cannot read, or
// no RE at all.
class RecordedResultText {
    Q_DECLARE_TR_FUNCTIONS(seki::ui::RecordedResultText)
public:
    static QString uncounted(std::string_view re);
};

} // namespace seki::ui
