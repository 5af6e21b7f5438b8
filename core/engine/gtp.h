#pragma once

#include "board/point.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seki {

// One answer of a GTP engine (GTP 2, "Responses"): "=[id] text" for success, "?[id] text" for a
// failure, ended by an empty line. Garbage: text that is neither, or an answer too long to be one.
struct GtpResponse {
    enum class Kind { Success, Failure, Garbage };
    Kind kind = Kind::Garbage;
    std::optional<int> id;
    std::string text; // the answer without its "=id ", lines joined by '\n'; for garbage, what came
};

// The command line to send: "ID COMMAND\n" (GTP 2 allows an id before every command).
std::string gtpCommand(int id, std::string_view command);

// Collects what an engine writes and cuts it into responses. Applies GTP 2's preprocessing: '\r'
// and other control characters dropped, tabs read as spaces.
class GtpResponseReader {
public:
    // Longest answer taken before the text is called garbage (a board listing is a few KB).
    static constexpr std::size_t MaxAnswer = 1 << 20;

    void feed(std::string_view bytes);
    // The next complete response, if one has arrived.
    std::optional<GtpResponse> next();
    void clear() { m_buffer.clear(); }

private:
    std::string m_buffer;
};

// GTP vertices ("D4", case-insensitive, columns A..Z without I, rows from the bottom) on a square
// board of side `size` (at most 25, the letters GTP has).
constexpr int MaxGtpSide = 25;
std::string toGtpVertex(Point p, int size);
std::optional<Point> parseGtpVertex(std::string_view text, int size);

} // namespace seki
