// Fuzzes the scorer on arbitrary boards with arbitrary dead marks. The bytes give the size, then
// one byte a point (colour and dead mark). Invariants, under all three
// rule sets: every stage terminates; the result is the same under a mirror and a colour swap
// except at points the scorer reports as unresolved; the tally matches the map; a traced scoring
// (the stages themselves) gives every point the untraced one's verdict.

#include "scoring/scorer.h"

#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void fail(const char* what, int x, int y)
{
    std::fprintf(stderr, "invariant broken: %s at %d,%d\n", what, x, y);
    std::abort();
}

char verdict(const seki::ScoreResult& r, seki::Point p, bool swap)
{
    const char c = r.territoryChar(p);
    if (!swap)
        return c;
    return c == 'b' ? 'w' : c == 'w' ? 'b' : c;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size)
{
    if (size < 2)
        return 0;
    const int width = 1 + data[0] % seki::Board::MaxSide;
    const int height = 1 + data[1] % seki::Board::MaxSide;
    seki::Position position;
    position.board = seki::Board(width, height);
    seki::Position mirrored;
    mirrored.board = seki::Board(width, height);
    seki::Position swapped;
    swapped.board = seki::Board(width, height);
    // One byte a point after the two size bytes: bits 0-1 the colour (1 black, 2 white, else
    // empty), bit 2 the dead mark; points past the input stay empty.
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const size_t k = 2 + size_t(y * width + x);
            if (k >= size)
                break;
            const unsigned cell = data[k];
            const seki::Color c = cell % 4 == 1   ? seki::Color::Black
                                  : cell % 4 == 2 ? seki::Color::White
                                                  : seki::Color::Empty;
            const bool dead = seki::isStone(c) && (cell & 4u);
            const seki::Point p{x, y};
            const seki::Point q{width - 1 - x, y};
            position.board.set(p, c);
            mirrored.board.set(q, c);
            swapped.board.set(p, seki::opponent(c));
            if (dead) {
                position.dead.set(size_t(position.board.index(p)));
                mirrored.dead.set(size_t(mirrored.board.index(q)));
                swapped.dead.set(size_t(swapped.board.index(p)));
            }
        }
    }
    static seki::Scorer a;
    static seki::Scorer b;
    static seki::Scorer c;
    static seki::Scorer d;
    static seki::Trace trace;
    for (seki::Rules rules : {seki::Rules::Japanese, seki::Rules::JapaneseStrict, seki::Rules::Chinese}) {
        const seki::ScoreResult& base = a.score(position, rules);
        const seki::ScoreResult& mirror = b.score(mirrored, rules);
        const seki::ScoreResult& swap = c.score(swapped, rules);
        const seki::ScoreResult& traced = d.score(position, rules, trace);
        if (traced.black.territory != base.black.territory || traced.white.territory != base.white.territory
            || traced.black.deadStones != base.black.deadStones || traced.white.deadStones != base.white.deadStones)
            fail("traced tally", -1, -1);
        int territory = 0;
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x) {
                const seki::Point p{x, y};
                const seki::Point q{width - 1 - x, y};
                const seki::PointResult& t = traced.at(p);
                const seki::PointResult& u = base.at(p);
                if (t.owner != u.owner || t.status != u.status || t.unresolved != u.unresolved || t.dead != u.dead)
                    fail("traced against untraced", x, y);
                territory += base.territoryChar(p) != '.';
                if (base.at(p).unresolved || mirror.at(q).unresolved || swap.at(p).unresolved)
                    continue;
                if (verdict(base, p, false) != verdict(mirror, q, false))
                    fail("mirror symmetry", x, y);
                if (verdict(base, p, true) != verdict(swap, p, false))
                    fail("colour symmetry", x, y);
            }
        }
        if (territory != base.black.territory + base.white.territory)
            fail("tally", -1, -1);
    }
    return 0;
}
