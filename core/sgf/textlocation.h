#pragma once

namespace seki {

// Where something stands in a text file: 1-based line and column (columns count characters, not
// bytes, for UTF-8 text, so they match what an editor shows). 0 means "not from a file", e.g. a
// value added by the window.
struct TextLocation {
    int line = 0;
    int column = 0;

    constexpr bool isValid() const { return line > 0; }
    constexpr bool operator==(const TextLocation&) const = default;
};

} // namespace seki
