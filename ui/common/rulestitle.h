#pragma once

#include "board/rulesets.h"

#include <QCoreApplication>
#include <QString>

namespace seki::ui {

// The rule sets' names as the window shows them, translated: "Japanese", "Japanese 1989",
// "Chinese". (Files and the command line use the stable names of board/rulesets.h.)
class RulesTitle {
    Q_DECLARE_TR_FUNCTIONS(seki::ui::RulesTitle)
public:
    static QString of(Rules rules);
};

inline QString rulesTitle(Rules rules)
{
    return RulesTitle::of(rules);
}

} // namespace seki::ui
