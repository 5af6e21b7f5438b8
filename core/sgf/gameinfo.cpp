#include "gameinfo.h"

#include <array>
#include <cctype>
#include <string>

namespace seki {

namespace {

std::string normalisedRules(std::string_view rules)
{
    std::string name;
    for (const char c : rules)
        if (std::isalnum(static_cast<unsigned char>(c)))
            name += char(std::tolower(static_cast<unsigned char>(c)));
    return name;
}

} // namespace

HandicapCompensation handicapCompensationFromSgf(std::string_view rules)
{
    return normalisedRules(rules).starts_with("aga") ? HandicapCompensation::PerStoneAfterFirst
                                                     : HandicapCompensation::PerStone;
}

Rules rulesFromSgf(std::string_view rules)
{
    const std::string name = normalisedRules(rules);
    // Area scoring: what KGS (Chinese, AGA, NZ), OGS (chinese, aga, nz, ing) and the computer-Go
    // world (Tromp-Taylor, GOE) write. Everything else is counted as territory, the app's default.
    static constexpr std::array<std::string_view, 16> area
        = {"chinese",  "cn",     "china",       "aga", "nz",   "newzealand", "goe",    "ing",
           "ingrules", "trompt", "tromptaylor", "tt",  "area", "french",     "simple", "chineseaga"};
    for (const auto& known : area)
        if (name == known)
            return Rules::Chinese;
    if (name.starts_with("chinese") || name.starts_with("tromptaylor") || name.starts_with("aga"))
        return Rules::Chinese;
    return Rules::Japanese;
}

} // namespace seki
