#pragma once

#include <cstdint>

namespace seki {

// What the scorer's seki decision would say with local-game values (--eyes local-game).
enum class LocalGameVerdict : std::uint8_t {
    Alive,    // the owner reaches two eyes
    Seki,     // he does not
    Unsolved, // some space had no value within the solver's limits: use the boundary table
};

} // namespace seki
