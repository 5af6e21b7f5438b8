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
    // The marked cells in index order, which is row order (as forEachPoint).
    const auto eachMarked = [&](auto&& f) {
#if defined(__GLIBCXX__)
        // Only the marked cells, found a word at a time (libstdc++'s _Find_first/_Find_next).
        for (size_t i = dead._Find_first(); i < size_t(board.cellCount()); i = dead._Find_next(i))
            f(int(i));
#else
        if (dead.any()) {
            w.forEachPoint([&](int i) {
                if (dead[size_t(i)])
                    f(i);
            });
        }
#endif
    };
    // A marked stone leaves base, counted by colour and listed.
    std::fill_n(w.removed, 4, 0);
    w.removedCount = 0;
    const auto remove = [&](int i) {
        ++w.removed[int(w.base[size_t(i)])];
        w.removedPoints[size_t(w.removedCount++)] = i;
        w.base[size_t(i)] = Color::Empty;
    };
    if constexpr (!Sink::Enabled) {
        eachMarked([&](int i) {
            if (isStone(w.base[size_t(i)]))
                remove(i);
        });
    } else {
        // The same, and one step per dead block (connected dead stones of one colour) from the
        // first of its stones in row order, in one walk over the marked cells.
        const std::uint32_t g = w.visited.next();
        eachMarked([&](int start) {
            const Color c = board.at(start);
            if (!isStone(c))
                return;
            remove(start);
            if (w.visited.has(start, g))
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
                for (int d : w.neighbours) {
                    const int n = i + d;
                    if (board.at(n) == c && position.dead.test(size_t(n)) && w.visited.add(n, g))
                        w.queue[size_t(tail++)] = n;
                }
            }
            addPoints(w, sink, {w.queue.data(), size_t(tail)}); // in the order they were reached
        });
    }
}

template void removeDeadStones(WorkBoard&, const Position&, NoTrace&);
template void removeDeadStones(WorkBoard&, const Position&, TraceRecorder&);

} // namespace seki
