#pragma once

#include "position.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace seki {

// Every rule set (docs/SCORING.md), in the order the window, the reports and the tests list them.
inline constexpr std::array<Rules, 3> AllRules{Rules::Japanese, Rules::JapaneseStrict, Rules::Chinese};

// Where a rule set stands in AllRules (a column of the score table, a slot of a per-rules array).
constexpr std::size_t ruleSetIndex(Rules rules)
{
    for (std::size_t k = 0; k < AllRules.size(); ++k)
        if (AllRules[k] == rules)
            return k;
    return 0;
}

// A rule set's stable name, as the command line's --rules takes it and the JSON report writes it:
// "japanese", "japanese-strict" or "chinese".
constexpr std::string_view ruleSetName(Rules rules)
{
    switch (rules) {
    case Rules::Japanese:
        return "japanese";
    case Rules::JapaneseStrict:
        return "japanese-strict";
    case Rules::Chinese:
        return "chinese";
    }
    return "japanese";
}

// The rule set a stable name stands for, or a .pos file's "territory" (Japanese) and "area"
// (Chinese); nullopt for any other text.
constexpr std::optional<Rules> ruleSetFromName(std::string_view name)
{
    for (const Rules rules : AllRules)
        if (name == ruleSetName(rules))
            return rules;
    if (name == "territory")
        return Rules::Japanese;
    if (name == "area")
        return Rules::Chinese;
    return std::nullopt;
}

// The komi a new game gets under a rule set: 6.5 under territory counting (Nihon Ki-in, since
// 2002) and 7.5 under area counting (the Chinese Weiqi Association's rules of 2002).
constexpr double defaultKomi(Rules rules)
{
    return rules == Rules::Chinese ? 7.5 : 6.5;
}

} // namespace seki
