// Access: the keyboard alone opens a game, moves the board's cursor, marks a block
// dead and the score changes; the board's accessible interface names the point under the cursor
// and its state, and announces each move; each theme draws the board in its own colours.

#include "settings/apptheme.h"
#include "board/boardview.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/scorepanel.h"
#include "board/themerenderer.h"
#include "common/userprompts.h"

#include "board/board.h"

#include <QAccessible>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace seki;
using namespace seki::ui;

namespace {

// Answers the window's questions without dialogs: File > Open picks `openName`.
class KeyboardPrompts : public UserPrompts {
public:
    explicit KeyboardPrompts(QString openName) : m_openName(std::move(openName)) { }
    void showFileError(QWidget*, const FileError& error) override { errors << error.message; }
    UnsavedChoice askUnsavedChanges(QWidget*, const QString&) override { return UnsavedChoice::Discard; }
    bool confirmResultChange(QWidget*, const QString&, const QString&) override { return false; }
    QString askOpenFileName(QWidget*, const QString&) override
    {
        ++openQuestions;
        return m_openName;
    }
    QString askSaveFileName(QWidget*, const QString&) override { return QString(); }
    QString askExportFileName(QWidget*, const QString&) override { return QString(); }

    int openQuestions = 0;
    QStringList errors;

private:
    QString m_openName;
};

// Accessibility events the board sends, caught instead of going to a platform bridge.
QList<QAccessible::Event> g_events;
QList<QObject*> g_sources;
void recordEvent(QAccessibleEvent* event)
{
    g_events << event->type();
    g_sources << event->object();
}

void pressTowards(BoardView* board, Point target)
{
    // The first arrow only shows the cursor (at the centre); then walk to the target.
    QTest::keyClick(board, Qt::Key_Right);
    QVERIFY(board->cursorPoint());
    for (int guard = 0; guard < 100 && board->cursorPoint() != target; ++guard) {
        const Point at = *board->cursorPoint();
        if (at.x < target.x)
            QTest::keyClick(board, Qt::Key_Right);
        else if (at.x > target.x)
            QTest::keyClick(board, Qt::Key_Left);
        else if (at.y < target.y)
            QTest::keyClick(board, Qt::Key_Down);
        else
            QTest::keyClick(board, Qt::Key_Up);
    }
    QCOMPARE(board->cursorPoint(), std::optional<Point>(target));
}

QString gtp(Point p, int height)
{
    return QString::fromStdString(toGtp(p, height));
}

} // namespace

class TestAccess : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void keyboardOpensMarksAndScores();
    void accessibleTextNamesThePoint();
    void themesChangeTheBoard();

private:
    QTemporaryDir m_settingsDir;
};

void TestAccess::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
}

void TestAccess::cleanup()
{
    AppTheme::setTheme(BoardTheme::Kind::Light);
    QAccessible::installUpdateHandler(nullptr);
}

void TestAccess::keyboardOpensMarksAndScores()
{
    auto prompts = std::make_unique<KeyboardPrompts>(QStringLiteral(":/games/example-seki.sgf"));
    KeyboardPrompts* answers = prompts.get();
    MainWindow window(std::move(prompts));
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));

    // File > Open by its shortcut.
    QTest::keyClick(&window, Qt::Key_O, Qt::ControlModifier);
    QCOMPARE(answers->openQuestions, 1);
    QVERIFY2(answers->errors.isEmpty(), qPrintable(answers->errors.join(QLatin1Char('\n'))));
    QVERIFY(window.document());

    BoardView* board = window.boardView();
    QVERIFY(board->hasFocus());
    const Board& position = board->scene().board;
    std::optional<Point> stone;
    for (int y = 0; y < position.height() && !stone; ++y)
        for (int x = 0; x < position.width() && !stone; ++x)
            if (isStone(position.at({x, y})) && !board->scene().isDead({x, y}))
                stone = Point{x, y};
    QVERIFY(stone);

    const auto scoreOf = [&window] {
        QStringList cells{window.scorePanel()->resultText(Rules::Japanese)};
        for (Color color : {Color::Black, Color::White})
            cells << window.scorePanel()->cellText(Rules::Japanese, color, ScorePanel::Row::Total);
        return cells.join(QLatin1Char(' '));
    };
    const QString scoreBefore = scoreOf();
    const auto marksBefore = board->scene().marks;
    pressTowards(board, *stone);
    QTest::keyClick(board, Qt::Key_Space);
    QVERIFY(board->scene().isDead(*stone));
    QVERIFY(board->scene().marks != marksBefore);
    QVERIFY2(scoreOf() != scoreBefore, qPrintable(scoreBefore));

    // Space again brings the block back, and the undo stack has both steps.
    QTest::keyClick(board, Qt::Key_Space);
    QVERIFY(!board->scene().isDead(*stone));
    QVERIFY(board->scene().marks == marksBefore);
}

void TestAccess::accessibleTextNamesThePoint()
{
    g_events.clear();
    g_sources.clear();
    // As when a screen reader is running. Qt passes events on only where the platform has an
    // accessibility bridge (xcb with AT-SPI); offscreen it has none, and the events are then
    // checked only where they can be seen.
    QAccessible::setActive(true);
    QAccessible::installUpdateHandler(&recordEvent);
    const bool eventsVisible = QAccessible::isActive();

    BoardScene scene;
    scene.board = Board(9, 9);
    scene.board.set({3, 5}, Color::Black); // D4 on 9x9
    scene.board.set({4, 5}, Color::White); // E4
    scene.dead.set(size_t(scene.board.index({4, 5})));
    scene.marks[size_t(scene.board.index({4, 5}))] = PointMark::BlackTerritory;
    scene.marks[size_t(scene.board.index({0, 0}))] = PointMark::WhiteTerritory;
    scene.marks[size_t(scene.board.index({1, 0}))] = PointMark::Dame;
    scene.marks[size_t(scene.board.index({2, 0}))] = PointMark::SekiEye;
    scene.marks[size_t(scene.board.index({3, 0}))] = PointMark::FalseEye;
    BoardView board;
    board.setScene(scene);
    board.resize(400, 400);
    board.show();

    QAccessibleInterface* face = QAccessible::queryAccessibleInterface(&board);
    QVERIFY(face);
    QVERIFY(face->text(QAccessible::Description).contains(QStringLiteral("9")));

    board.setCursorPoint({3, 5});
    QCOMPARE(gtp({3, 5}, 9), QStringLiteral("D4"));
    QCOMPARE(face->text(QAccessible::Name), QStringLiteral("D4, black stone, alive"));
    if (eventsVisible) {
        QVERIFY(g_events.contains(QAccessible::NameChanged));
        QVERIFY(g_sources.contains(&board));
    }

    // An arrow key moves the cursor and announces the new point: a dead white stone in Black's
    // territory.
    g_events.clear();
    board.setFocus();
    QTest::keyClick(&board, Qt::Key_Right);
    QCOMPARE(board.cursorPoint(), std::optional<Point>(Point{4, 5}));
    if (eventsVisible) {
        QVERIFY(g_events.contains(QAccessible::NameChanged));
        QVERIFY(g_events.contains(QAccessible::DescriptionChanged));
    }
    QCOMPARE(face->text(QAccessible::Name), QStringLiteral("E4, white stone, dead"));
    QCOMPARE(face->text(QAccessible::Description), QStringLiteral("black territory"));

    const struct {
        Point point;
        QString name;
        QString status;
    } empties[] = {
        {{0, 0}, QStringLiteral("A9, empty"), QStringLiteral("white territory")},
        {{1, 0}, QStringLiteral("B9, empty"), QStringLiteral("dame, no one's")},
        {{2, 0}, QStringLiteral("C9, empty"), QStringLiteral("seki eye, no one's")},
        {{3, 0}, QStringLiteral("D9, empty"), QStringLiteral("false eye, no one's")},
    };
    for (const auto& expected : empties) {
        board.setCursorPoint(expected.point);
        QCOMPARE(face->text(QAccessible::Name), expected.name);
        QCOMPARE(face->text(QAccessible::Description), expected.status);
    }
}

void TestAccess::themesChangeTheBoard()
{
    BoardScene scene;
    scene.board = Board(9, 9);
    scene.board.set({2, 2}, Color::Black);
    scene.board.set({6, 6}, Color::White);
    scene.marks[size_t(scene.board.index({4, 4}))] = PointMark::BlackTerritory;
    scene.marks[size_t(scene.board.index({5, 4}))] = PointMark::Dame;
    BoardView board;
    board.setScene(scene);
    board.resize(360, 360);

    QList<QImage> images;
    for (BoardTheme::Kind kind : BoardTheme::kinds()) {
        AppTheme::setTheme(kind);
        QCOMPARE(ThemeRenderer::shared().boardTheme().kind, kind);
        images << board.grab().toImage();
    }
    QCOMPARE(images.size(), 3);
    QVERIFY2(images[0] != images[1], "light and dark draw the same board");
    QVERIFY2(images[0] != images[2], "light and high contrast draw the same board");
    QVERIFY2(images[1] != images[2], "dark and high contrast draw the same board");
    // High contrast: the board itself is pure white (a point between lines, away from stones).
    const QImage& contrast = images[2];
    const QRect cell = board.rectFor({4, 1});
    const QPoint between = cell.center() + QPoint(cell.width() / 4, cell.height() / 4);
    QCOMPARE(contrast.pixelColor(between * contrast.devicePixelRatio()), QColor(Qt::white));
    // Dark: the same spot is dark.
    QVERIFY(images[1].pixelColor(between * images[1].devicePixelRatio()).lightness() < 100);
}

QTEST_MAIN(TestAccess)
#include "tst_access.moc"
