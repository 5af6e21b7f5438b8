#pragma once

#include "sgfcollection.h"

#include <string>

namespace seki {

// Writes SGF text such that parsing it again gives the same trees, nodes, properties (in order)
// and values. Values are written as their raw bytes, so escapes, soft line breaks and the
// charset's bytes come back exactly as read. Layout: a line per game tree and per variation, and
// long sequences broken between nodes, so the file stays readable in an editor.
// Properties left without values are not written (SGF has no such thing); identifiers are written
// as they are, so code that adds properties must use upper-case letters.
std::string writeSgf(const SgfCollection& collection);
std::string writeSgf(const SgfGameTree& tree);

// Before saving: a game whose text is not ASCII and whose root names no charset gets CA[UTF-8]
// (its text is UTF-8 once read; without CA, FF[4]'s default Latin-1 would misread it elsewhere).
void declareUtf8(SgfCollection& collection);

} // namespace seki
