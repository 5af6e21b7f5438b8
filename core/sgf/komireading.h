#pragma once

#include <optional>
#include <string_view>

namespace seki {

// KM as its writer meant it. Most programs write the komi in points (KM[6.5]); the Fox server
// (AP[foxwq], and its older client YuanYu) writes it times 100, in points under Japanese rules
// (KM[650] = 6.5) and in stones under Chinese ones (KM[375] = 3.75 stones = 7.5 points).
struct KomiReading {
    enum class Note {
        None,
        Empty,           // KM[] with no value: read as 0
        FoxScaled,       // Fox's hundredths, converted (written() holds the value as written)
        LargerThanBoard, // a komi larger than the board's area: kept, but surely not meant
    };
    double komi = 0;    // in points, as the scorer counts it
    double written = 0; // the number in the file
    Note note = Note::None;
};

// Reads KM's text. `application` is AP's text (name[:version]), `area` the board's points.
// nullopt when the text is not a number.
std::optional<KomiReading> readKomi(std::string_view text, std::string_view application, int area);

// Whether AP names a Fox client, whose komi is written in hundredths.
bool isFoxApplication(std::string_view application);

} // namespace seki
