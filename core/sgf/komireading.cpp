#include "komireading.h"

#include "numbertext.h"

#include <cctype>
#include <cmath>
#include <string>

namespace seki {

namespace {

std::optional<double> toNumber(std::string_view text)
{
    // Some European programs write komi with a decimal comma (KM[6,5]).
    std::string copy(trimmed(text));
    for (auto& c : copy)
        if (c == ',')
            c = '.';
    return decimalNumber(copy);
}

} // namespace

bool isFoxApplication(std::string_view application)
{
    std::string name;
    for (const char c : application.substr(0, application.find(':')))
        name += char(std::tolower(static_cast<unsigned char>(c)));
    return name.find("foxwq") != std::string::npos || name.find("yuanyu") != std::string::npos || name == "fox";
}

std::optional<KomiReading> readKomi(std::string_view text, std::string_view application, int area)
{
    KomiReading reading;
    if (trimmed(text).empty()) {
        reading.note = KomiReading::Note::Empty;
        return reading;
    }
    const std::optional<double> value = toNumber(text);
    if (!value)
        return std::nullopt;
    reading.written = reading.komi = *value;
    // Fox writes hundredths: a whole multiple of 25 there is never a komi in points. A quarter
    // left over (KM[375] = 3.75) can only be stones, since a komi in points ends in .0 or .5.
    const double hundredths = std::abs(*value);
    if (isFoxApplication(application) && hundredths >= 25 && std::fmod(hundredths, 25) == 0) {
        const bool stones = std::fmod(hundredths, 50) != 0;
        reading.komi = *value / (stones ? 50 : 100);
        reading.note = KomiReading::Note::FoxScaled;
        return reading;
    }
    if (std::abs(reading.komi) > area)
        reading.note = KomiReading::Note::LargerThanBoard;
    return reading;
}

} // namespace seki
