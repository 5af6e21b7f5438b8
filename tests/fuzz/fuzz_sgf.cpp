// Fuzzes the SGF reader, the writer and the replay of a game record, then scores what the
// replay left. Invariants: nothing but ParseError escapes; a collection that parses writes back
// to text that parses to the same content; the replay of every game either fails with a
// ParseError or gives a position the scorer handles under every rule set, holding memory
// proportional to the input (a few small setup nodes once cost gigabytes); the file reader
// (charset decoding first) accepts the same bytes without anything else escaping, and so do the
// readers of other servers' records (Tygem, WBaduk, Pandanet) and the format identification.

#include "scoring/scorer.h"
#include "sgf/gameloader.h"
#include "sgf/gamerecord.h"
#include "sgf/parseerror.h"
#include "sgf/sgfparser.h"
#include "sgf/sgfreader.h"
#include "sgf/sgfwriter.h"

#include <cstdio>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        (void)seki::readSgf(text);
    } catch (const seki::ParseError&) {
    }
    // loadFile never throws: every problem is in its error. A game it read replays or says why.
    // The format is found by content, then one of the other servers' readers is given the same
    // bytes by name (chosen by the first byte, so each input costs two readings, not four).
    static const char* const names[] = {"game.gib", "game.ngf", "game.ugf"};
    for (const char* name : {"", size > 0 ? names[data[0] % 3] : names[0]}) {
        const seki::LoadedFile file = seki::loadFile(text, name);
        if (file.gameCount() > 0)
            (void)seki::loadGame(file, 0);
    }
    seki::SgfCollection collection;
    try {
        collection = seki::parseSgf(text);
    } catch (const seki::ParseError&) {
        return 0;
    }
    const std::string written = seki::writeSgf(collection);
    try {
        if (!seki::parseSgf(written).sameContent(collection)) {
            std::fprintf(stderr, "round trip changed the collection\n");
            std::abort();
        }
    } catch (const seki::ParseError& error) {
        std::fprintf(stderr, "written SGF does not parse: %s\n", error.what());
        std::abort();
    }
    static seki::Scorer scorer;
    for (const seki::SgfGameTree& game : collection.games) {
        try {
            const seki::GameRecord record = seki::GameRecord::read(game);
            if (record.memoryBytes() > 64 * size + 65536) {
                std::fprintf(stderr, "replay holds %zu bytes for a %zu-byte input\n", record.memoryBytes(), size);
                std::abort();
            }
            (void)record.stateAtNode(game, game.nodeCount() - 1);
            for (int k = 0; k <= record.moveCount(); k += 1 + record.moveCount() / 4)
                (void)record.stateAfterMove(k);
            for (seki::Rules rules : {seki::Rules::Japanese, seki::Rules::JapaneseStrict, seki::Rules::Chinese})
                (void)scorer.score(record.position(), rules);
        } catch (const seki::ParseError&) {
        }
    }
    return 0;
}
