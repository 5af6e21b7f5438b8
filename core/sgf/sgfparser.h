#pragma once

#include "sgfcollection.h"
#include "sgfwarning.h"

#include "textlocation.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace seki {

// Reads SGF text (FF[1]..FF[4]) into a collection, keeping every property of every node.
//
// Iterative, with an explicit stack: the nesting depth of '(' costs heap, never call stack, so
// hostile files end in a ParseError, not a crash. Lenient where real files need it: whitespace
// between all tokens; text before, between and after game trees is skipped (a '(' starts a game
// only when a node or a property follows it, so "(c) 2003" after a game is text; text after the
// first game gives a warning); lower-case letters in identifiers (FF[3] "AddBlack") are dropped,
// keeping the upper-case ones ("AB"); and a tree whose first node has no ';' (Nihon Kiin's
// records: "(PB[...]...;B[pd]...)") gets one. LF, CR, CRLF and LFCR are each one line break.
class SgfParser {
public:
    struct Limits {
        int maxDepth = 10000;                 // nested '(' at once
        std::size_t maxValueLength = 1 << 20; // bytes between '[' and ']'
        int maxNodes = 1000000;               // in the whole collection
    };

    SgfParser() = default;
    explicit SgfParser(Limits limits) : m_limits(limits) { }

    // Throws ParseError with the line and column of the problem. Works on bytes: text in a
    // multi-byte charset must be decoded first (readSgf() in sgfreader.h does both).
    SgfCollection parse(std::string_view text, std::vector<SgfWarning>* warnings = nullptr) const;

private:
    Limits m_limits;
};

inline SgfCollection parseSgf(std::string_view text)
{
    return SgfParser().parse(text);
}

} // namespace seki
