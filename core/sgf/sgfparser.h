#pragma once

#include "sgfcollection.h"

#include <cstddef>
#include <string_view>

namespace seki {

// Reads SGF text (FF[1]..FF[4]) into a collection, keeping every property of every node.
//
// Iterative, with an explicit stack: the nesting depth of '(' costs heap, never call stack, so
// hostile files end in a ParseError, not a crash. Lenient where real files need it: whitespace
// between all tokens, text before, between and after game trees is skipped, and lower-case letters
// in identifiers (FF[3] "AddBlack") are dropped, keeping the upper-case ones ("AB").
class SgfParser {
public:
    struct Limits {
        int maxDepth = 10000;                    // nested '(' at once
        std::size_t maxValueLength = 1 << 20;    // bytes between '[' and ']'
        int maxNodes = 1000000;                  // in the whole collection
    };

    SgfParser() = default;
    explicit SgfParser(Limits limits) : m_limits(limits) { }

    // Throws ParseError with the line and column of the problem.
    SgfCollection parse(std::string_view text) const;

private:
    Limits m_limits;
};

inline SgfCollection parseSgf(std::string_view text)
{
    return SgfParser().parse(text);
}

} // namespace seki
