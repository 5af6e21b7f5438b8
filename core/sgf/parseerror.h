#pragma once

#include "textlocation.h"

#include <stdexcept>
#include <string>

namespace seki {

// A file that cannot be read: where, and what is wrong. The command line prints what() after the
// file name; the window can jump to line/column.
class ParseError : public std::runtime_error {
public:
    ParseError(int line, int column, std::string message);
    ParseError(TextLocation location, std::string message)
        : ParseError(location.line, location.column, std::move(message))
    {
    }

    TextLocation location() const { return {line, column}; }

    int line;
    int column;
    std::string message;
};

} // namespace seki
