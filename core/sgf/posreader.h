#pragma once

#include "poscase.h"

#include <string_view>

namespace seki {

// Reads a .pos case. Throws ParseError with the line and column of the problem: an unknown key
// or cell, ragged rows, a territory grid of another size than the board, a board that is empty
// or larger than 52, a number that is not one.
//
// Inline comments: on structured lines (rules, komi, captures, score, result, name, grid rows,
// section headers) a '#' after white space starts a comment; `note` and `source` are prose and
// kept whole, since they may legitimately say "group #9".
class PosReader {
public:
    static PosCase read(std::string_view text);
};

inline PosCase readPosCase(std::string_view text)
{
    return PosReader::read(text);
}

} // namespace seki
