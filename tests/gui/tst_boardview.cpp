// Board geometry: one place converts between points and pixels; the conversions must agree at
// every size, square cells included, and the painter must draw every board size.
#include "board/boardexporter.h"
#include "board/boardgeometry.h"
#include "board/boardpainter.h"
#include "board/boardscenebuilder.h"
#include "board/boardview.h"
#include "board/starpoints.h"
#include "board/themerenderer.h"

#include "scoring/scorer.h"
#include "sgf/parseerror.h"
#include "sgf/sgfparser.h"
#include "sgf/treecursor.h"

#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace seki;
using namespace seki::ui;

class TestBoardView : public QObject {
    Q_OBJECT

private slots:
    void conversionsAgree_data();
    void conversionsAgree();
    void starPoints_data();
    void starPoints();
    void themeHasEveryElement();
    void clickEmitsThePoint();
    void exportsEveryFormat_data();
    void exportsEveryFormat();
    void sceneOfTheScoredPosition();
    void sceneOfARecordNode();
};

void TestBoardView::conversionsAgree_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("coordinates");
    QTest::newRow("19x19 large") << 19 << 19 << QSize(900, 700) << true;
    QTest::newRow("19x19 small") << 19 << 19 << QSize(200, 260) << true;
    QTest::newRow("9x9 wide") << 9 << 9 << QSize(1000, 300) << true;
    QTest::newRow("13x7") << 13 << 7 << QSize(640, 640) << true;
    QTest::newRow("13x7 no labels") << 13 << 7 << QSize(333, 517) << false;
    QTest::newRow("1x1") << 1 << 1 << QSize(120, 90) << true;
    QTest::newRow("52x52") << 52 << 52 << QSize(800, 800) << true;
}

void TestBoardView::conversionsAgree()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(QSize, size);
    QFETCH(bool, coordinates);
    const BoardGeometry geometry(width, height, QRectF(QPointF(0, 0), QSizeF(size)), coordinates);
    QVERIFY(geometry.isValid());
    QVERIFY(QRectF(QPointF(0, 0), QSizeF(size)).contains(geometry.boardRect()));
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const QRectF cell = geometry.rectFor({x, y});
            QCOMPARE(cell.width(), cell.height());
            QCOMPARE(geometry.pointAt(cell.center()), std::optional<Point>(Point{x, y}));
            QCOMPARE(geometry.pointAt(cell.topLeft() + QPointF(1, 1) * cell.width() * 0.1),
                     std::optional<Point>(Point{x, y}));
        }
    }
    QCOMPARE(geometry.pointAt(geometry.boardRect().topLeft() - QPointF(1, 1)), std::nullopt);
}

void TestBoardView::starPoints_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("count");
    QTest::newRow("19") << 19 << 19 << 9;
    QTest::newRow("13") << 13 << 13 << 5;
    QTest::newRow("9") << 9 << 9 << 5;
    QTest::newRow("13x7") << 13 << 7 << 5;
    QTest::newRow("5x5") << 5 << 5 << 0;
}

void TestBoardView::starPoints()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, count);
    const std::vector<Point> points = ui::starPoints(width, height);
    QCOMPARE(int(points.size()), count);
    if (width == 19)
        QVERIFY(std::find(points.begin(), points.end(), Point{3, 3}) != points.end());
}

void TestBoardView::themeHasEveryElement()
{
    ThemeRenderer& theme = ThemeRenderer::shared();
    QVERIFY(theme.isValid());
    for (const char* element : {"board", "black_stone", "white_stone", "stone_shadow"})
        QVERIFY2(theme.hasElement(QLatin1String(element)), element);
    // A stone pixmap is opaque in its middle and transparent in its corners.
    const QImage stone = theme.pixmap(QStringLiteral("black_stone"), QSize(40, 40), 2.0).toImage();
    QCOMPARE(stone.size(), QSize(80, 80));
    QCOMPARE(qAlpha(stone.pixel(40, 40)), 255);
    QCOMPARE(qAlpha(stone.pixel(1, 1)), 0);
}

void TestBoardView::clickEmitsThePoint()
{
    BoardView view;
    BoardScene scene;
    scene.board = Board(13, 7);
    view.setScene(scene);
    view.resize(500, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy activated(&view, &BoardView::pointActivated);
    const Point target{12, 6};
    QTest::mouseClick(&view, Qt::LeftButton, Qt::ShiftModifier, view.rectFor(target).center());
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.at(0).at(0).value<Point>(), target);
    QCOMPARE(activated.at(0).at(2).value<Qt::KeyboardModifiers>(), Qt::KeyboardModifiers(Qt::ShiftModifier));
    // The view reports; it never changes the scene itself.
    QVERIFY(!view.scene().isDead(target));
    QCOMPARE(view.pointAt(view.rectFor(target).center()), std::optional<Point>(target));
}

void TestBoardView::exportsEveryFormat_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::newRow("png") << QStringLiteral("png");
    QTest::newRow("svg") << QStringLiteral("svg");
    QTest::newRow("pdf") << QStringLiteral("pdf");
}

void TestBoardView::exportsEveryFormat()
{
    QFETCH(QString, suffix);
    QTemporaryDir dir;
    BoardScene scene;
    scene.board = Board(13, 7);
    scene.board.set(Point{3, 3}, Color::Black);
    scene.board.set(Point{4, 3}, Color::White);
    scene.dead.set(size_t(scene.board.index(Point{4, 3})));
    scene.marks[size_t(scene.board.index(Point{0, 0}))] = PointMark::BlackTerritory;
    const QString path = dir.filePath(QStringLiteral("board.") + suffix);
    QString error;
    QVERIFY2(BoardExporter::exportScene(scene, path, error), qPrintable(error));
    QVERIFY(QFileInfo(path).size() > 1000);
    if (suffix == QLatin1String("png")) {
        // The picture hugs the board: wider than high, as a 13x7 board is.
        const QImage image(path);
        QVERIFY(image.width() > image.height() * 3 / 2);
    }
}

QTEST_MAIN(TestBoardView)
void TestBoardView::sceneOfTheScoredPosition()
{
    // A 5x5 board: a black wall on column C, White's on D; White's stone at A1 marked dead, and
    // the file's own count (TB) claims E5 for Black, which the scorer gives White.
    Position position;
    position.board = Board(5, 5);
    for (int y = 0; y < 5; ++y) {
        position.board.set(Point{2, y}, Color::Black);
        position.board.set(Point{3, y}, Color::White);
    }
    position.board.set(Point{0, 4}, Color::White);
    position.dead.set(size_t(position.board.index(Point{0, 4})));
    position.hasTerritoryMarks = true;
    for (int y = 0; y < 5; ++y) {
        for (int x : {0, 1})
            position.markedBlack.set(size_t(position.board.index(Point{x, y})));
        (y == 0 ? position.markedBlack : position.markedWhite).set(size_t(position.board.index(Point{4, y})));
    }
    Scorer scorer;
    const ScoreResult& result = scorer.score(position, Rules::Japanese);
    const Point lastMove{3, 2};

    const BoardScene scene = BoardSceneBuilder::scoredPosition(position, lastMove, &result, true, false);
    QVERIFY(scene.board == position.board);
    QVERIFY(scene.dead == position.dead);
    QCOMPARE(scene.lastMove, std::optional<Point>(lastMove));
    QVERIFY(!scene.showCoordinates);
    // Every point carries the scorer's verdict, nothing of its own.
    position.board.forEachPoint([&](Board::Index i) {
        QCOMPARE(scene.marks[size_t(i)], markForResult(result.points[size_t(i)]));
        QCOMPARE(scene.unresolved.test(size_t(i)), bool(result.points[size_t(i)].unresolved));
    });
    QCOMPARE(scene.mark(Point{0, 0}), PointMark::BlackTerritory);
    QCOMPARE(scene.mark(Point{0, 4}), PointMark::BlackTerritory); // under the dead stone
    QCOMPARE(scene.mark(Point{4, 0}), PointMark::WhiteTerritory);
    QVERIFY(scene.fileDiffers.test(size_t(position.board.index(Point{4, 0}))));
    QCOMPARE(scene.fileDiffers.count(), size_t(1));
    // Not compared (the file names other rules than those shown): no point flagged.
    QVERIFY(BoardSceneBuilder::scoredPosition(position, lastMove, &result, false, true).fileDiffers.none());
    // No result yet: the stones without marks.
    const BoardScene unscored = BoardSceneBuilder::scoredPosition(position, std::nullopt, nullptr, true, true);
    QCOMPARE(unscored.mark(Point{0, 0}), PointMark::None);
    QVERIFY(unscored.fileDiffers.none());
    QVERIFY(unscored.dead == position.dead);
}

void TestBoardView::sceneOfARecordNode()
{
    // Black C3, then two replies: White D4 (the main line) and White B2; the root marks a
    // triangle on A1 and labels E5.
    const SgfCollection collection = parseSgf("(;SZ[5]TR[ae]LB[ea:x];B[cc](;W[db])(;W[bd]))");
    const SgfGameTree& tree = collection.games.front();
    TreeCursor cursor(tree, 5, 5);
    QVERIFY(cursor.goTo(tree.node(SgfGameTree::Root).children().front()));
    BoardScene scene = BoardSceneBuilder::recordNode(cursor, true);
    QCOMPARE(scene.board.at(Point{2, 2}), Color::Black);
    QCOMPARE(scene.lastMove, std::optional<Point>(Point{2, 2}));
    QCOMPARE(scene.branchLabels.size(), size_t(2));
    QCOMPARE(scene.branchLabels[0], std::make_pair(Point{3, 1}, 'A'));
    QCOMPARE(scene.branchLabels[1], std::make_pair(Point{1, 3}, 'B'));
    QVERIFY(scene.shapes.empty());
    BoardSceneBuilder::addMarkup(scene, tree.node(SgfGameTree::Root));
    QCOMPARE(scene.shapes.size(), size_t(1));
    QCOMPARE(scene.labels.size(), size_t(1));
    // At the end of a line nothing is lettered.
    QVERIFY(cursor.goTo(tree.node(cursor.node()).children().front()));
    QVERIFY(BoardSceneBuilder::recordNode(cursor, true).branchLabels.empty());
    // Markup that cannot be read is refused, the scene left as it was.
    const SgfCollection broken = parseSgf("(;SZ[5]TR[zz])");
    BoardScene plain = BoardSceneBuilder::recordNode(TreeCursor(broken.games.front(), 5, 5), true);
    QVERIFY_THROWS_EXCEPTION(ParseError,
                             BoardSceneBuilder::addMarkup(plain, broken.games.front().node(SgfGameTree::Root)));
    QVERIFY(plain.shapes.empty());
}

#include "tst_boardview.moc"
