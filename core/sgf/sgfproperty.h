#pragma once

#include "sgfvalue.h"

#include <string>
#include <vector>

namespace seki {

// One property of a node: an identifier of upper-case letters and one or more values, in the
// order the file gave them. Unknown properties (XX[foo], a server's private ones) are kept like
// any other so that saving writes them back.
struct SgfProperty {
    std::string identifier;
    std::vector<SgfValue> values;
    TextLocation location; // of the identifier's first letter; invalid when made in code

    // The first value's text, or "" when there is none.
    std::string text() const { return values.empty() ? std::string{} : values.front().text(); }

    // Same identifier and same values (see SgfValue::operator==); locations do not matter.
    bool operator==(const SgfProperty& other) const { return identifier == other.identifier && values == other.values; }
};

} // namespace seki
