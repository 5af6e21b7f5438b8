#include "recordedresult.h"

#include <charconv>
#include <cctype>
#include <cmath>
#include <string>

namespace seki {

namespace {

std::string lowered(std::string_view text)
{
    std::string out;
    for (const char c : text)
        if (!std::isspace(static_cast<unsigned char>(c)))
            out += char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

} // namespace

std::optional<RecordedResult> readRecordedResult(std::string_view text)
{
    const std::string re = lowered(text);
    if (re.empty())
        return std::nullopt;
    RecordedResult result;
    if (re == "0" || re == "draw" || re == "jigo") {
        result.kind = RecordedResult::Kind::Counted;
        result.margin = 0;
        return result;
    }
    if (re == "void") {
        result.kind = RecordedResult::Kind::Void;
        return result;
    }
    if (re == "?") {
        result.kind = RecordedResult::Kind::Unknown;
        return result;
    }
    if (re.size() < 2 || (re[0] != 'b' && re[0] != 'w') || re[1] != '+')
        return result; // Unrecognised
    result.winner = re[0] == 'b' ? Color::Black : Color::White;
    const std::string_view how = std::string_view(re).substr(2);
    if (how == "r" || how == "resign" || how == "resignation") {
        result.kind = RecordedResult::Kind::Resignation;
    } else if (how == "t" || how == "time") {
        result.kind = RecordedResult::Kind::Time;
    } else if (how == "f" || how == "forfeit") {
        result.kind = RecordedResult::Kind::Forfeit;
    } else if (how.empty()) {
        result.kind = RecordedResult::Kind::Counted; // "B+": a win, margin not given
    } else {
        double value = 0;
        const auto [end, error] = std::from_chars(how.data(), how.data() + how.size(), value);
        if (error == std::errc{} && end == how.data() + how.size() && std::isfinite(value) && value >= 0) {
            result.kind = RecordedResult::Kind::Counted;
            result.margin = value;
        } else {
            result.winner = Color::Empty; // Unrecognised
        }
    }
    return result;
}

} // namespace seki
