// Board geometry: one place converts between points and pixels; the conversions must agree at
// every size, square cells included, and the painter must draw every board size.
#include "boardexporter.h"
#include "boardgeometry.h"
#include "boardpainter.h"
#include "boardview.h"
#include "starpoints.h"
#include "themerenderer.h"

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
#include "tst_boardview.moc"
