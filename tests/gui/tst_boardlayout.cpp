// The board leads: on a 1024x768, a 1280x720 and a 1920x1080 screen the window's first layout gives
// the board at least 0.8 of the central area's height (and at 1024x768 at least half the window's
// width), the Comments their lines, and the walk-through's docks only while it is on; leaving it
// puts the reviewing layout back. A layout saved by an earlier version is arranged afresh, once.

#include "board/boardview.h"
#include "common/appsettings.h"
#include "common/userprompts.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/scorepanel.h"
#include "mainwindow/screenlayout.h"
#include "review/scoringreview.h"
#include "review/traceboardview.h"
#include "settings/applanguage.h"

#include "testconfig.h"

#include <QApplication>
#include <QDockWidget>
#include <QFontDatabase>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QScrollArea>
#include <QTest>
#include <QTextBrowser>

using namespace seki;
using namespace seki::ui;

namespace {

class NoPrompts : public UserPrompts {
public:
    void showFileError(QWidget*, const FileError&) override { }
    UnsavedChoice askUnsavedChanges(QWidget*, const QString&) override { return UnsavedChoice::Discard; }
    bool confirmResultChange(QWidget*, const QString&, const QString&) override { return false; }
    QString askOpenFileName(QWidget*, const QString&) override { return {}; }
    QString askSaveFileName(QWidget*, const QString&) override { return {}; }
    QString askExportFileName(QWidget*, const QString&) override { return {}; }
};

// The wooden board's side on screen, labels included.
double boardSide(const MainWindow& window)
{
    const QRectF board = window.boardView()->boardGeometry().boardRect();
    return std::min(board.width(), board.height());
}

// Lets the layout settle: docks resized, the central widget and the board laid out.
void settle()
{
    for (int k = 0; k < 5; ++k)
        QApplication::processEvents();
}

} // namespace

class TestBoardLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void boardLeads_data();
    void boardLeads();
    void earlierLayoutIsArrangedAfreshOnce();

private:
    void openWindow();
    QDockWidget* dock(const char* name) const { return m_window->findChild<QDockWidget*>(QLatin1String(name)); }

    QTemporaryDir m_settingsDir;
    std::unique_ptr<MainWindow> m_window;
    QFont m_font; // the application's, put back after a row that changed it
};

void TestBoardLayout::initTestCase()
{
    m_font = QApplication::font();
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QStandardPaths::setTestModeEnabled(true);
}

void TestBoardLayout::init()
{
    QSettings(QStringLiteral("SekiScope"), QStringLiteral("SekiScope")).clear();
}

void TestBoardLayout::cleanup()
{
    m_window.reset();
    AppLanguage::setLanguage(QStringLiteral("en"));
    QApplication::setFont(m_font);
}

void TestBoardLayout::openWindow()
{
    m_window = std::make_unique<MainWindow>(std::make_unique<NoPrompts>());
    QVERIFY(m_window->openFile(QStringLiteral(SEKI_RESOURCES_DIR "/games/seki-19.sgf")));
}

void TestBoardLayout::boardLeads_data()
{
    // In each language: the Japanese font's taller lines and the German's longer words must fit too.
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<QString>("language");
    for (const QSize screen : {QSize(1024, 768), QSize(1280, 720), QSize(1920, 1080)})
        for (const char* language : {"en", "de", "ja"})
            QTest::addRow("%dx%d %s", screen.width(), screen.height(), language) << screen << QString::fromLatin1(language);
}

void TestBoardLayout::boardLeads()
{
    QFETCH(QSize, screen);
    QFETCH(QString, language);
    QVERIFY(AppLanguage::setLanguage(language));
    if (language == QLatin1String("ja")) {
        // A Japanese desktop's font (fontconfig's sans-serif for lang=ja), with its taller lines.
        QVERIFY(QFontDatabase::families().contains(QLatin1String("Noto Sans CJK JP")));
        QFont font = QApplication::font();
        font.setFamilies({QStringLiteral("Noto Sans CJK JP")});
        QApplication::setFont(font);
    }
    openWindow();
    // As the window leaves its constructor, the walk-through's docks (hidden until it starts) do
    // not hold it taller than a 1280x720 screen allows.
    QVERIFY2(m_window->minimumHeight() <= qRound(0.94 * 720),
             qPrintable(QStringLiteral("minimum height %1").arg(m_window->minimumHeight())));
    // The first layout on a screen of that size, as on a real one (offscreen there is no screen).
    ScreenLayout::arrange(*m_window, QRect(QPoint(0, 0), screen), true);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    settle();
    // Most of the screen, with room for a window manager's title bar: never taller than asked.
    QVERIFY2(m_window->width() <= screen.width() && m_window->height() <= qRound(0.94 * screen.height()),
             qPrintable(QStringLiteral("window %1x%2").arg(m_window->width()).arg(m_window->height())));

    const int central = m_window->centralWidget()->height();
    const double side = boardSide(*m_window);
    QVERIFY2(side >= 0.8 * central, qPrintable(QStringLiteral("board %1 px in a central area %2 px high (window %3x%4)")
                                                   .arg(side)
                                                   .arg(central)
                                                   .arg(m_window->width())
                                                   .arg(m_window->height())));
    if (screen == QSize(1024, 768))
        QVERIFY2(side >= 0.5 * m_window->width(),
                 qPrintable(QStringLiteral("board %1 px in a window %2 px wide").arg(side).arg(m_window->width())));

    qInfo("%dx%d: window %dx%d, central area %d px high, board %.0f px (%.2f of the height, %.2f of the width)",
          screen.width(), screen.height(), m_window->width(), m_window->height(), central, side, side / central,
          side / m_window->width());
    // Reviewing: none of the walk-through's docks; the Score whole; the comments have room.
    ScoringReview* review = m_window->scoringReview();
    QVERIFY(!review->deadStoneDock()->isVisible());
    for (int s = 0; s < StageCount; ++s)
        QVERIFY(!review->stageDock(s)->isVisible());
    QVERIFY(!dock("timelineDock")->isVisible());
    QVERIFY(dock("scoreDock")->isVisible());
    const auto* comments = dock("commentsDock")->findChild<QTextBrowser*>();
    QVERIFY(comments && comments->isVisible());
    const int lines = comments->viewport()->height() / comments->fontMetrics().lineSpacing();
    QVERIFY2(lines >= 8, qPrintable(QStringLiteral("the comment box shows %1 lines").arg(lines)));

    // The walk-through brings its docks, and its board is still the largest on screen.
    review->reviewAction()->trigger();
    settle();
    QVERIFY(review->isActive());
    // Its docks fit on the screen too: the window does not grow past the size it was given, nor
    // could it be made to (its minimum), in the Japanese font's taller lines too.
    QVERIFY2(m_window->height() <= qRound(0.94 * screen.height())
                 && m_window->minimumSizeHint().height() <= qRound(0.94 * screen.height()),
             qPrintable(QStringLiteral("window %1x%2 during the walk-through, at the least %3 px high")
                            .arg(m_window->width())
                            .arg(m_window->height())
                            .arg(m_window->minimumSizeHint().height())));
    // Fitting takes nothing away: the Score's whole table is still on screen, the docks below it
    // giving way, and the board still takes most of the central area's height.
    const auto* scoreScroll = qobject_cast<QScrollArea*>(dock("scoreDock")->widget());
    QVERIFY(scoreScroll);
    QTRY_VERIFY2(scoreScroll->viewport()->height() >= m_window->scorePanel()->essentialHeight(),
                 qPrintable(QStringLiteral("the Score shows %1 px of its table's %2")
                                .arg(scoreScroll->viewport()->height())
                                .arg(m_window->scorePanel()->essentialHeight())));
    // The step's explanation whole, not scrolled: the timeline grew to it.
    const QLabel* explanation = nullptr;
    for (const QLabel* label : dock("timelineDock")->findChildren<QLabel*>())
        if (label->text() == review->explanationText())
            explanation = label;
    QVERIFY(explanation);
    QTRY_COMPARE(explanation->visibleRegion(), QRegion(explanation->rect()));
    QTRY_VERIFY2(scoreScroll->viewport()->width() >= m_window->scorePanel()->minimumSizeHint().width(),
                 qPrintable(QStringLiteral("the Score shows %1 px of its table's width %2")
                                .arg(scoreScroll->viewport()->width())
                                .arg(m_window->scorePanel()->minimumSizeHint().width())));
    QVERIFY(review->deadStoneDock()->isVisible());
    QVERIFY(review->stageDock(0)->isVisible());
    QVERIFY(dock("timelineDock")->isVisible());
    const TraceBoardView* walkBoard = review->boardView();
    const auto* miniature = review->stageDock(0)->findChild<TraceBoardView*>();
    QVERIFY(miniature && miniature->isVisible());
    const int walkSide = std::min(walkBoard->width(), walkBoard->height());
    const int miniatureSide = std::min(miniature->width(), miniature->height());
    const int walkCentral = m_window->centralWidget()->height();
    qInfo("walk-through: window %dx%d, central area %d px high, board %d px (%.2f of the height), a stage's "
          "miniature %d px, timeline %d px",
          m_window->width(), m_window->height(), walkCentral, walkSide, double(walkSide) / walkCentral, miniatureSide,
          dock("timelineDock")->height());
    QVERIFY2(walkSide >= 1.5 * miniatureSide,
             qPrintable(QStringLiteral("walk-through board %1 px, a stage's %2 px").arg(walkSide).arg(miniatureSide)));

    // Leaving puts the reviewing layout back.
    review->setActive(false);
    settle();
    QVERIFY(!review->deadStoneDock()->isVisible());
    QVERIFY(!review->stageDock(0)->isVisible());
    QVERIFY(!dock("timelineDock")->isVisible());
    QVERIFY2(
        std::abs(boardSide(*m_window) - side) <= 2,
        qPrintable(
            QStringLiteral("board %1 px after the walk-through, %2 px before").arg(boardSide(*m_window)).arg(side)));
}

void TestBoardLayout::earlierLayoutIsArrangedAfreshOnce()
{
    openWindow();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    const QString screen = ScreenLayout::screenName(ScreenLayout::availableGeometry(*m_window));

    // What an earlier version kept: every stage dock open beside the board, the Score column wide.
    ScoringReview* review = m_window->scoringReview();
    for (int s = 0; s < StageCount; ++s)
        review->stageDock(s)->show();
    dock("timelineDock")->show();
    m_window->resizeDocks({dock("scoreDock")}, {m_window->width() * 2 / 3}, Qt::Horizontal);
    settle();
    const double squeezed = boardSide(*m_window);
    AppSettings::setWindowLayout(screen, m_window->saveGeometry(), m_window->saveState(0));
    m_window.reset();

    openWindow();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    settle();
    for (int s = 0; s < StageCount; ++s)
        QVERIFY(!m_window->scoringReview()->stageDock(s)->isVisible());
    QVERIFY(boardSide(*m_window) >= 0.8 * m_window->centralWidget()->height());
    QVERIFY(boardSide(*m_window) > squeezed);

    // A layout this version saved is kept: here, the Score dock closed.
    dock("scoreDock")->close();
    m_window->close(); // saves the layout
    m_window.reset();
    openWindow();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(!dock("scoreDock")->isVisible());
}

QTEST_MAIN(TestBoardLayout)
#include "tst_boardlayout.moc"
