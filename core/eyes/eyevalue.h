#pragma once

#include <cstdint>
#include <string>

namespace seki {

// The value of an eye space's local game (SCORING.md, "GNU Go's eye lens"), in GNU Go's four
// digits abcd, each an eye count capped at 2:
//   a: the opponent moves first and gets another move (two moves in a row), then alternate play;
//   b: the opponent moves first;  c: the owner moves first;
//   d: the owner moves first and gets another move.
// GNU Go's {max|min} is {c|b}; the chimera {2|0} is 0022.
struct EyeValue {
    enum class Status : std::uint8_t {
        Solved,
        TooLarge,       // more vertices than the solver takes: not searched
        BudgetExceeded, // the search ran out of its node budget: no value, never a guess
    };

    std::int8_t a = 0;
    std::int8_t b = 0;
    std::int8_t c = 0;
    std::int8_t d = 0;
    Status status = Status::Solved;

    static EyeValue of(int a, int b, int c, int d)
    {
        return {std::int8_t(a), std::int8_t(b), std::int8_t(c), std::int8_t(d), Status::Solved};
    }
    static EyeValue unsolved(Status why) { return {0, 0, 0, 0, why}; }

    bool solved() const { return status == Status::Solved; }
    int maxEyes() const { return c; } // the owner moves first
    int minEyes() const { return b; } // the opponent moves first
    bool isChimera() const { return solved() && c == 2 && b == 0; }
    // The owner can reach two eyes here (moving first): what "alive" asks of one eye space.
    bool ownerReachesTwoEyes() const { return solved() && c >= 2; }

    // "1122"; "?" when unsolved.
    std::string digits() const
    {
        if (!solved())
            return "?";
        return {char('0' + a), char('0' + b), char('0' + c), char('0' + d)};
    }
    // "{2|1} (1122)", "{2|0} (0022) chimera", "unsolved (too large)".
    std::string text() const
    {
        switch (status) {
        case Status::TooLarge:
            return "unsolved (too large)";
        case Status::BudgetExceeded:
            return "unsolved (node budget)";
        case Status::Solved:
            break;
        }
        // Built by appending (GCC 12 warns falsely on operator+ chains here, -Wrestrict).
        std::string s(1, '{');
        s += char('0' + c);
        s += '|';
        s += char('0' + b);
        s += "} (";
        s += digits();
        s += ')';
        if (isChimera())
            s += " chimera";
        return s;
    }

    bool operator==(const EyeValue&) const = default;
};

} // namespace seki
