// Diagrams as Go books draw them (core/diagram): a line's moves numbered on the position it starts
// from, with "3 at 1" for a move on a point a number stands on (the snapback, a ko retaken), a
// move drawn in place of a captured stone of the position (the hanezeki), passes, and lines the
// rules of play stop; and the crop that never cuts a group a question is about, groups at the
// crop's edge included, on positions built here and on random ones.

#include "diagram/diagramcrop.h"
#include "diagram/movediagram.h"
#include "sgf/sgfparser.h"
#include "testsupport.h"

#include <QtTest>

#include <random>

using namespace seki;
using namespace seki::test;

namespace {

Point at(const char* name, int size = 9)
{
    return *fromGtp(name, size, size);
}

SgfGameTree parse(const char* text)
{
    return parseSgf(text).games.front();
}

// The node at the end of the line that starts with the root's child `variation` (0 first).
int lineEnd(const SgfGameTree& tree, int variation)
{
    int node = tree.root().children()[size_t(variation)];
    while (!tree.node(node).children().empty())
        node = tree.node(node).children().front();
    return node;
}

// Lesson 07's snapback: Black E9, White takes at F9, Black E9 again takes five.
const char* const Snapback = "(;SZ[9]AB[ha][db][hb][ac][bc][cc][dc][ec][fc][gc][hc]"
                             "AW[ba][da][ga][ab][bb][cb][eb][fb][gb]PL[B]"
                             "(;B[ea];W[fa];B[ea])(;W[ea]))";

// Lesson 19's hanezeki on 13x13: Black takes three at D13, White plays back at B13 (where one of
// them stood), Black F13, White takes three at H13.
const char* const Hanezeki
    = "(;SZ[13]AB[ea][ia][ja][ka][ab][bb][cb][db][eb][fc][gc][hc][ic][jc][kc][lc][mc][fd][fe][ff][fg][fh][fi][fj][fk]"
      "[fl][fm]AW[aa][ba][ca][ga][la][ma][fb][gb][hb][ib][jb][kb][lb][mb][ac][bc][cc][dc][ec][ed][ee][ef][eg][eh][ei]"
      "[ej][ek][el][em](;B[da];W[ba];B[fa];W[ha]))";

} // namespace

class TestDiagram : public QObject {
    Q_OBJECT

private slots:
    void snapbackNumbersAndNote();
    void moveInPlaceOfCapturedStone();
    void koRetakenIsNoted();
    void passesAndStops();
    void cropTakesTheCornerAndItsEdges();
    void cropKeepsGroupsAtItsEdge();
    void cropOfLongGroupsAndSmallBoards();
    void cropNeverCutsRandomGroups();
};

void TestDiagram::snapbackNumbersAndNote()
{
    const SgfGameTree tree = parse(Snapback);
    const MoveDiagram diagram = moveDiagram(tree, 9, 9, SgfGameTree::Root, lineEnd(tree, 0));
    QCOMPARE(diagram.stop, MoveDiagram::Stop::None);
    QCOMPARE(diagram.moves.size(), size_t(3));
    // 1 and 2 are drawn where they were played; 3 is played on 1's point: "3 at 1".
    const std::vector<std::pair<Point, int>> drawn{{at("E9"), 1}, {at("F9"), 2}};
    QCOMPARE(diagram.numbers(), drawn);
    const std::vector<DiagramMove> notes = diagram.notes();
    QCOMPARE(notes.size(), size_t(1));
    QCOMPARE(notes.front().number, 3);
    QCOMPARE(notes.front().at, 1);
    QCOMPARE(notes.front().color, Color::Black);
    // What each move took: 2 the stone 1, 3 the five white stones (2 among them).
    QCOMPARE(diagram.moves[1].captured, std::vector<Point>{at("E9")});
    QCOMPARE(diagram.moves[2].captured.size(), size_t(5));
    // The diagram keeps 2 on F9 though it was taken; the position at the end has it gone.
    QCOMPARE(diagram.board.at(at("F9")), Color::White);
    QCOMPARE(diagram.board.at(at("E9")), Color::Black);
    QCOMPARE(diagram.end.at(at("F9")), Color::Empty);
    QCOMPARE(diagram.end.at(at("G8")), Color::Empty);
    QCOMPARE(diagram.board.at(at("G8")), Color::White); // a stone of the position taken: still drawn
    QCOMPARE(diagram.end.at(at("E9")), Color::Black);

    // The other line: one move, drawn; the same node for no move at all.
    const MoveDiagram fill = moveDiagram(tree, 9, 9, SgfGameTree::Root, lineEnd(tree, 1));
    QCOMPARE(fill.numbers(), (std::vector<std::pair<Point, int>>{{at("E9"), 1}}));
    QCOMPARE(fill.moves.front().color, Color::White);
    QVERIFY(moveDiagram(tree, 9, 9, SgfGameTree::Root, SgfGameTree::Root).moves.empty());
    // A diagram from the middle of the line numbers from 1 there: 1 is F9, 2 at... E9 is empty
    // on that diagram's position, so 2 is drawn.
    const int second = tree.node(tree.root().children().front()).children().front();
    const MoveDiagram later = moveDiagram(tree, 9, 9, tree.root().children().front(), lineEnd(tree, 0));
    QCOMPARE(later.moves.front().node, second);
    QCOMPARE(later.numbers(), (std::vector<std::pair<Point, int>>{{at("F9"), 1}, {at("E9"), 2}}));
    QVERIFY(later.notes().empty());
}

void TestDiagram::moveInPlaceOfCapturedStone()
{
    const SgfGameTree tree = parse(Hanezeki);
    const MoveDiagram diagram = moveDiagram(tree, 13, 13, SgfGameTree::Root, lineEnd(tree, 0));
    QCOMPARE(diagram.stop, MoveDiagram::Stop::None);
    QCOMPARE(diagram.moves[0].captured.size(), size_t(3));
    // White 2 is played where White's B13 was taken by 1: drawn there, in its place, no note.
    const std::vector<std::pair<Point, int>> drawn{
        {at("D13", 13), 1}, {at("B13", 13), 2}, {at("F13", 13), 3}, {at("H13", 13), 4}};
    QCOMPARE(diagram.numbers(), drawn);
    QVERIFY(diagram.notes().empty());
    QCOMPARE(diagram.board.at(at("A13", 13)), Color::White); // taken by 1, still drawn
    QCOMPARE(diagram.end.at(at("A13", 13)), Color::Empty);
    QCOMPARE(diagram.board.at(at("J13", 13)), Color::Black); // taken by 4, still drawn
    QCOMPARE(diagram.end.at(at("J13", 13)), Color::Empty);
    QCOMPARE(diagram.moves[3].captured.size(), size_t(3));
}

void TestDiagram::koRetakenIsNoted()
{
    // A ko: White's B7 has one liberty, C7; Black takes it there, and White may retake only after
    // a threat and its answer.
    const char* const Ko = "(;SZ[9]"
                           "AB[bb][ac][bd]"     // Black B8, A7, B6
                           "AW[cb][dc][cd][bc]" // White C8, D7, C6, B7
                           "(;B[cc]"            // 1 Black takes B7 at C7
                           ";W[ii]"             // 2 White's threat at J1
                           ";B[ai]"             // 3 Black answers at A1
                           ";W[bc]"             // 4 White retakes at B7, where her taken stone stood
                           ";B[ia]"             // 5 Black's threat at J9
                           ";W[ah]"             // 6 White answers at A2
                           ";B[cc]"             // 7 Black retakes at C7: "7 at 1"
                           ")(;B[cc];W[bc]))";  // White retakes at once: the ko rule refuses it
    const SgfGameTree tree = parse(Ko);
    const MoveDiagram diagram = moveDiagram(tree, 9, 9, SgfGameTree::Root, lineEnd(tree, 0));
    QCOMPARE(diagram.stop, MoveDiagram::Stop::None);
    QCOMPARE(diagram.moves.size(), size_t(7));
    QCOMPARE(diagram.moves[0].captured, std::vector<Point>{at("B7")});
    QCOMPARE(diagram.moves[3].captured, std::vector<Point>{at("C7")});
    QCOMPARE(diagram.moves[3].at, 0); // 4 on the point of a stone of the position: drawn there
    QCOMPARE(diagram.board.at(at("B7")), Color::White);
    const std::vector<DiagramMove> notes = diagram.notes();
    QCOMPARE(notes.size(), size_t(1));
    QCOMPARE(notes.front().number, 7);
    QCOMPARE(notes.front().at, 1);
    QCOMPARE(diagram.numbers().size(), size_t(6));

    const MoveDiagram refused = moveDiagram(tree, 9, 9, SgfGameTree::Root, lineEnd(tree, 1));
    QCOMPARE(refused.stop, MoveDiagram::Stop::Refused);
    QCOMPARE(refused.refused, MoveProblem::Ko);
    QCOMPARE(refused.moves.size(), size_t(1));
    QCOMPARE(refused.stopNode, lineEnd(tree, 1));
}

void TestDiagram::passesAndStops()
{
    const SgfGameTree tree = parse("(;SZ[9]AB[ee](;B[];W[])(;B[dd];W[];B[de])(;B[ff];AW[aa];W[bb])(;B[ee]))");
    const MoveDiagram passes = moveDiagram(tree, 9, 9, SgfGameTree::Root, lineEnd(tree, 0));
    QVERIFY(passes.onlyPasses());
    QCOMPARE(passes.moves.size(), size_t(2));
    QVERIFY(passes.numbers().empty());
    // A pass takes its number: 1 D6, 2 pass, 3 D5.
    const MoveDiagram between = moveDiagram(tree, 9, 9, SgfGameTree::Root, lineEnd(tree, 1));
    QVERIFY(!between.onlyPasses());
    QCOMPARE(between.numbers(), (std::vector<std::pair<Point, int>>{{at("D6"), 1}, {at("D5"), 3}}));
    QVERIFY(!between.moves[1].point);
    // Stones set up in the line: the diagram ends before them.
    const MoveDiagram setup = moveDiagram(tree, 9, 9, SgfGameTree::Root, lineEnd(tree, 2));
    QCOMPARE(setup.stop, MoveDiagram::Stop::Setup);
    QCOMPARE(setup.moves.size(), size_t(1));
    // A move on a stone: refused, nothing drawn.
    const MoveDiagram occupied = moveDiagram(tree, 9, 9, SgfGameTree::Root, lineEnd(tree, 3));
    QCOMPARE(occupied.stop, MoveDiagram::Stop::Refused);
    QCOMPARE(occupied.refused, MoveProblem::Occupied);
    QVERIFY(occupied.moves.empty());
    // A move that names no point of the board is no pass: refused, as off the board.
    const SgfGameTree offBoard = parse("(;SZ[9];B[dd];W[zz];B[de])");
    const MoveDiagram off = moveDiagram(offBoard, 9, 9, SgfGameTree::Root, lineEnd(offBoard, 0));
    QCOMPARE(off.stop, MoveDiagram::Stop::Refused);
    QCOMPARE(off.refused, MoveProblem::OffBoard);
    QCOMPARE(off.stopNode, 2);
    QCOMPARE(off.moves.size(), size_t(1));
    QVERIFY(!off.onlyPasses());
    // A last node that is not below the first.
    QCOMPARE(moveDiagram(tree, 9, 9, lineEnd(tree, 0), lineEnd(tree, 1)).stop, MoveDiagram::Stop::NotBelow);
}

namespace {

// Every point of the groups is in the region, with `margin` lines between it and each side that
// cuts the board (a side on the board's edge needs none).
bool keepsWhole(const Board& board, const DiagramRegion& region, const std::vector<Point>& groups, int margin,
                QString* why = nullptr)
{
    for (const Point p : groups) {
        const auto fail = [&](const char* what) {
            if (why)
                *why = QStringLiteral("%1 at %2,%3 (region %4..%5 x %6..%7)")
                           .arg(QLatin1String(what))
                           .arg(p.x)
                           .arg(p.y)
                           .arg(region.left)
                           .arg(region.right)
                           .arg(region.top)
                           .arg(region.bottom);
            return false;
        };
        if (!region.contains(p))
            return fail("outside");
        if (region.left > 0 && p.x - region.left < margin)
            return fail("at the left cut");
        if (region.top > 0 && p.y - region.top < margin)
            return fail("at the top cut");
        if (region.right < board.width() - 1 && region.right - p.x < margin)
            return fail("at the right cut");
        if (region.bottom < board.height() - 1 && region.bottom - p.y < margin)
            return fail("at the bottom cut");
    }
    return true;
}

} // namespace

void TestDiagram::cropTakesTheCornerAndItsEdges()
{
    // The corner seki of lesson 01 on 19x19: the crop is the top-left corner, edges in.
    const Position position = positionFromRows({
        ".XO.O.X............", "X.OOO.X............", "OOO..XX............", "...XXX.............",
        "...................", "...................", "...................", "...................",
        "...................", "...................", "...................", "...................",
        "...................", "...................", "...................", "...................",
        "...................", "...................", "...................",
    });
    const Board& board = position.board;
    const std::vector<Point> groups = groupsAt(board, {{1, 0}, {0, 1}, {2, 0}});
    // B9's block, A8's, and White's corner group, with their liberties (A9, D9, B8, A6...).
    QVERIFY(std::ranges::find(groups, Point{3, 0}) != groups.end()); // D9, White's eye
    QVERIFY(std::ranges::find(groups, Point{0, 0}) != groups.end()); // A9, Black's eye
    QVERIFY(std::ranges::find(groups, Point{4, 2}) != groups.end()); // White's liberty beside E7
    const DiagramRegion region = cropAround(board, groups);
    QCOMPARE(region.left, 0);
    QCOMPARE(region.top, 0);
    QVERIFY(region.right < 9 && region.bottom < 9);
    QVERIFY(keepsWhole(board, region, groups, 1));
    // The same shape in every corner: the crop follows it there.
    for (int transform = 0; transform < 8; ++transform) {
        const Position turned = transformPosition(position, transform);
        std::vector<Point> asked;
        for (const Point p : std::vector<Point>{{1, 0}, {0, 1}, {2, 0}})
            asked.push_back(transformPoint(p, 19, 19, transform));
        const std::vector<Point> turnedGroups = groupsAt(turned.board, asked);
        const DiagramRegion crop = cropAround(turned.board, turnedGroups);
        QString why;
        QVERIFY2(keepsWhole(turned.board, crop, turnedGroups, 1, &why), qPrintable(why));
        QCOMPARE(crop.width() * crop.height(), region.width() * region.height());
        QVERIFY(!crop.isWhole(turned.board));
    }
    // Nothing asked: the whole board.
    QVERIFY(cropAround(board, {}).isWhole(board));
}

void TestDiagram::cropKeepsGroupsAtItsEdge()
{
    // A white group in the middle of the right side, and a black one beside it on the fifth line,
    // whose stones would lie on the cut of a crop made around the white one alone.
    const Position position = positionFromRows({
        "...................", "...................", "...................", "...................",
        "...................", "...................", "...........XXXX....", "..........XOOOOX...",
        "..........XO..OX...", "..........XOOOOX...", "...........XXXX....", "...................",
        "...................", "...................", "...................", "...................",
        "...................", "...................", "...................",
    });
    const Board& board = position.board;
    const std::vector<Point> white = groupsAt(board, {{11, 7}});
    const DiagramRegion around = cropAround(board, white);
    // The margin keeps the black stones around it whole in the picture.
    QVERIFY(keepsWhole(board, around, white, 1));
    QVERIFY(around.contains({10, 8}) && around.contains({15, 8}) && around.contains({12, 6})
            && around.contains({12, 10}));
    // Asked about the black stones too: every one of their blocks (four of them) and liberties.
    const std::vector<Point> all = groupsAt(board, {{11, 7}, {10, 7}, {15, 7}, {11, 6}, {11, 10}});
    const DiagramRegion both = cropAround(board, all);
    QString why;
    QVERIFY2(keepsWhole(board, both, all, 1, &why), qPrintable(why));
    // Near the right edge: taken to it (16 is within reach of 18).
    QCOMPARE(both.right, 18);
    // A group one line from a cut it does not reach: still a line to spare.
    QVERIFY(both.left <= 8);
    QVERIFY(both.top <= 4 && both.bottom >= 12);
}

void TestDiagram::cropOfLongGroupsAndSmallBoards()
{
    // A chain along the whole top edge: the crop is the top side, full width.
    const Position edge = positionFromRows({
        "XXXXXXXXXXXXX",
        "OOOOOOOOOOOOO",
        ".............",
        ".............",
        ".............",
        ".............",
        ".............",
        ".............",
        ".............",
        ".............",
        ".............",
        ".............",
        ".............",
    });
    const std::vector<Point> top = groupsAt(edge.board, {{0, 0}, {0, 1}});
    const DiagramRegion side = cropAround(edge.board, top);
    QCOMPARE(side, (DiagramRegion{0, 0, 12, 4})); // the edge's side, five lines deep at the least
    // On a 9x9 board most crops are most of the board: the whole board.
    const Position small = positionFromRows({
        ".........",
        ".XXX.....",
        ".XOOX....",
        ".XO.OX...",
        ".XOOOX...",
        "..XXX....",
        ".........",
        ".........",
        ".........",
    });
    const std::vector<Point> middle = groupsAt(small.board, {{2, 2}});
    const DiagramRegion crop = cropAround(small.board, middle);
    QVERIFY(keepsWhole(small.board, crop, middle, 1));
    QVERIFY(crop.left == 0 && crop.top == 0); // two lines from the edges: taken to them
    // An empty point asked about stands for itself.
    QCOMPARE(groupsAt(small.board, {{8, 8}}), (std::vector<Point>{Point{8, 8}}));
    QCOMPARE(cropAround(small.board, {{8, 8}}), (DiagramRegion{4, 4, 8, 8}));
}

void TestDiagram::cropNeverCutsRandomGroups()
{
    std::mt19937 random(25);
    for (int round = 0; round < 3000; ++round) {
        const Position position = randomPosition(random, 19);
        const Board& board = position.board;
        std::uniform_int_distribution<int> x(0, board.width() - 1);
        std::uniform_int_distribution<int> y(0, board.height() - 1);
        std::vector<Point> asked;
        for (int k = 1 + round % 3; k > 0; --k)
            asked.push_back({x(random), y(random)});
        const std::vector<Point> groups = groupsAt(board, asked);
        const DiagramRegion region = cropAround(board, groups);
        QString why;
        QVERIFY2(keepsWhole(board, region, groups, 1, &why), qPrintable(why));
        // Every stone of each block asked about is in.
        for (const Point p : asked)
            if (board.at(p) != Color::Empty)
                for (const Board::Index stone : board.connected(board.index(p)))
                    QVERIFY(region.contains(board.point(stone)));
        QVERIFY(region.width() >= std::min(5, board.width()) && region.height() >= std::min(5, board.height()));
    }
}

QTEST_GUILESS_MAIN(TestDiagram)
#include "tst_diagram.moc"
