// The board's own rules and names (core/board): point names as the window and the reports write
// them, read back.

#include "board/board.h"
#include "board/point.h"

#include <QtTest>

using namespace seki;

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
        QVERIFY(!fromGtp("AA1", 25, 25));   // one column past a 25-wide board
        QVERIFY(fromGtp("AA1", 26, 1));
    }
};

QTEST_GUILESS_MAIN(TestBoard)
#include "tst_board.moc"
