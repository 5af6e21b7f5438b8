#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace seki {

// Numbers as record files write them: one reading for SGF's properties and the other servers'
// formats alike.

// The text without the white space (space, tab, line breaks, form feed) around it.
std::string_view trimmed(std::string_view text);
// A whole number written in decimal digits (an optional sign, surrounding spaces); nullopt else.
std::optional<int> wholeNumber(std::string_view text);
// A decimal number ("6.5", "-5.50", "7"); nullopt when the text is none, or is "inf" or "nan".
std::optional<double> decimalNumber(std::string_view text);
// A number as SGF writes it: "6.5", "7", "-5.5" (no trailing zeros).
std::string formatNumber(double value);

} // namespace seki
