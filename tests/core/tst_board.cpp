// The board's own rules and names (core/board): point names as the window and the reports write
// them, read back; the dead-marking rule (a click marks a block, Shift its area).

#include "board/board.h"
#include "board/deadmarking.h"
#include "board/point.h"

#include <QtTest>

#include <algorithm>

using namespace seki;

namespace {

// Board rows as text, top first: X black, O white, . empty.
Position positionOf(const std::vector<std::string>& rows)
{
    Position position;
    position.board = Board(int(rows.front().size()), int(rows.size()));
    for (int y = 0; y < position.board.height(); ++y)
        for (int x = 0; x < position.board.width(); ++x) {
            const char c = rows[size_t(y)][size_t(x)];
            position.board.set(Point{x, y}, c == 'X' ? Color::Black : c == 'O' ? Color::White : Color::Empty);
        }
    return position;
}

std::vector<Point> sorted(std::vector<Point> points)
{
    std::sort(points.begin(), points.end());
    return points;
}

} // namespace

class TestBoard : public QObject {
    Q_OBJECT
private slots:
    void pointNamesSkipI()
    {
        QCOMPARE(toGtp({3, 15}, 19), std::string("D4"));
        QCOMPARE(toGtp({7, 0}, 19), std::string("H19"));
        QCOMPARE(toGtp({8, 0}, 19), std::string("J19"));
        QCOMPARE(toGtp({24, 24}, 25), std::string("Z1"));
        // Past Z the letters double: the 26th column is AA, the 52nd BB (52 = 2 x 25 + 2).
        QCOMPARE(columnName(25), std::string("AA"));
        QCOMPARE(columnName(26), std::string("AB"));
        QCOMPARE(columnName(51), std::string("BB"));
    }

    void everyPointNameReadsBack()
    {
        for (const auto& [width, height] : {std::pair{19, 19}, std::pair{52, 52}, std::pair{30, 7}, std::pair{1, 1}})
            for (int y = 0; y < height; ++y)
                for (int x = 0; x < width; ++x) {
                    const Point p{x, y};
                    QCOMPARE(fromGtp(toGtp(p, height), width, height), std::optional<Point>(p));
                }
    }

    void pointNamesReadInEitherCase()
    {
        QCOMPARE(fromGtp("d4", 19, 19), std::optional<Point>(Point{3, 15}));
        QCOMPARE(fromGtp("aB52", 52, 52), std::optional<Point>(Point{26, 0}));
    }

    void badPointNamesAreRefused()
    {
        for (const char* name : {"", "D", "4", "I5", "D0", "D04", "D20", "T4x", "D-4", "D+4", "AAA1", "4D", "D 4"})
            QVERIFY2(!fromGtp(name, 19, 19), name);
        QVERIFY(!fromGtp("AA1", 25, 25)); // one column past a 25-wide board
        QVERIFY(fromGtp("AA1", 26, 1));
    }

    // Black's wall down column D splits the board. Left of it two white blocks (B4-B3 and A2)
    // and a black stone (A1); right of it white E3 and F1. A click takes one block; Shift every
    // stone of the clicked colour that empty points and same-coloured stones join to it, never
    // across the other colour's stones.
    void clickMarksTheBlockShiftTheArea()
    {
        // One board row per line, as the board reads.
        // clang-format off
        const Position position = positionOf({
            ".O.X..",   // y = 0
            ".O.XO.",   // y = 1
            "O..X..",   // y = 2
            "X..X.O",   // y = 3
        });
        // clang-format on
        const DeadMarkChange block = deadMarkChange(position, {1, 0}, MarkScope::Block);
        QVERIFY(block.dead);
        QCOMPARE(sorted(block.stones), (std::vector<Point>{{1, 0}, {1, 1}}));

        const DeadMarkChange area = deadMarkChange(position, {1, 0}, MarkScope::Area);
        QVERIFY(area.dead);
        QCOMPARE(sorted(area.stones), (std::vector<Point>{{0, 2}, {1, 0}, {1, 1}}));

        // The wall is one block; its area adds A1, joined to it through empty points.
        QCOMPARE(deadMarkChange(position, {3, 0}, MarkScope::Block).stones.size(), size_t(4));
        QCOMPARE(sorted(deadMarkChange(position, {3, 0}, MarkScope::Area).stones),
                 (std::vector<Point>{{0, 3}, {3, 0}, {3, 1}, {3, 2}, {3, 3}}));

        // Right of the wall: E3 and F1 share an area, the left's white stones are not in it.
        QCOMPARE(sorted(deadMarkChange(position, {4, 1}, MarkScope::Area).stones),
                 (std::vector<Point>{{4, 1}, {5, 3}}));
    }

    void theClickedStoneDecidesTheDirection()
    {
        Position position = positionOf({
            "XO.",
            "XO.",
            "...",
        });
        // b1 alive, b2 already dead: clicking b1 marks both dead; clicking b2 revives both.
        position.dead.set(size_t(position.board.index(Point{1, 1})));
        const DeadMarkChange fromAlive = deadMarkChange(position, {1, 0}, MarkScope::Block);
        QVERIFY(fromAlive.dead);
        QCOMPARE(fromAlive.stones.size(), size_t(2));
        const DeadMarkChange fromDead = deadMarkChange(position, {1, 1}, MarkScope::Block);
        QVERIFY(!fromDead.dead);
        QCOMPARE(fromDead.stones.size(), size_t(2));
    }

    void anEmptyPointMarksNothing()
    {
        const Position position = positionOf({"X..", "...", "..O"});
        QVERIFY(deadMarkChange(position, {1, 1}, MarkScope::Block).stones.empty());
        QVERIFY(deadMarkChange(position, {1, 1}, MarkScope::Area).stones.empty());
        QVERIFY(deadMarkChange(position, {7, 7}, MarkScope::Area).stones.empty());
    }
};

QTEST_GUILESS_MAIN(TestBoard)
#include "tst_board.moc"
