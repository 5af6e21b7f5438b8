// Fuzzes the .pos case reader: nothing but ParseError escapes, and a case that reads is scored.

#include "scoring/scorer.h"
#include "sgf/parseerror.h"
#include "sgf/posreader.h"

#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    static seki::Scorer scorer;
    try {
        const seki::PosCase c = seki::readPosCase(text);
        (void)scorer.score(c.position, c.position.rules);
    } catch (const seki::ParseError&) {
    }
    return 0;
}
