#include "deadremoval.h"

#include "scoring/tables/workboard.h"
#include "scoring/tracesink.h"

#include <algorithm>

namespace seki {

template <class Sink>
void removeDeadStones(WorkBoard& w, const Position& position, Sink& sink)
{
    const Board& board = position.board;
    std::copy_n(board.cells(), board.cellCount(), w.base.begin());
    const Board::Mask& dead = position.dead;
    std::fill_n(w.removed, 4, 0);
    w.removedCount = 0;
    const auto remove = [&](size_t i) {
        if (isStone(w.base[i])) {
            ++w.removed[int(w.base[i])];
            w.removedPoints[size_t(w.removedCount++)] = int(i);
            w.base[i] = Color::Empty;
        }
    };
#if defined(__GLIBCXX__)
    // Only the marked cells, found a word at a time (libstdc++'s _Find_first/_Find_next).
    for (size_t i = dead._Find_first(); i < size_t(board.cellCount()); i = dead._Find_next(i))
        remove(i);
#else
    if (dead.any()) {
        w.forEachPoint([&](int i) {
            if (dead[size_t(i)])
                remove(size_t(i));
        });
    }
#endif
    if constexpr (Sink::Enabled) {
        // One step per dead block: connected dead stones of one colour.
        const std::uint32_t g = w.visited.next();
        const auto eachBlockStart = [&](auto&& f) {
#if defined(__GLIBCXX__)
            // The marked cells in index order, which is row order (as forEachPoint).
            for (size_t i = dead._Find_first(); i < size_t(board.cellCount()); i = dead._Find_next(i))
                f(int(i));
#else
            w.forEachPoint(f);
#endif
        };
        eachBlockStart([&](int start) {
            const Color c = board.at(start);
            if (!isStone(c) || !position.dead.test(size_t(start)) || w.visited.has(start, g))
                return;
            Step* s = sink.add(Stage::DeadRemoved, StepKind::RemoveDeadBlock);
            s->color = c;
            s->point = w.point(start);
            int head = 0;
            int tail = 0;
            w.queue[size_t(tail++)] = start;
            w.visited.set(start, g);
            while (head < tail) {
                const int i = w.queue[size_t(head++)];
                sink.addPoint(w.point(i));
                for (int d : w.neighbours) {
                    const int n = i + d;
                    if (board.at(n) == c && position.dead.test(size_t(n)) && w.visited.add(n, g))
                        w.queue[size_t(tail++)] = n;
                }
            }
        });
    }
}

template void removeDeadStones(WorkBoard&, const Position&, NoTrace&);
template void removeDeadStones(WorkBoard&, const Position&, TraceRecorder&);

} // namespace seki
