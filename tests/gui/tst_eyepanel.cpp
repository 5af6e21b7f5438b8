// GNU Go's eye lens in the window: the Eye Analysis panel lists exactly the eye spaces
// EyeAnalyzer finds, with their {max|min} and the boundary-length table's count read from the
// scorer's own trace; disagreements are flagged with their reason; the analysis waits until the
// panel is shown and never runs inside a click; a selected row and "Show Eye Spaces" draw on the
// board; the eye count for the board's territory switches the scorer and the Score dock shows
// both readings.

#include "settings/applanguage.h"
#include "board/boardview.h"
#include "eyes/eyeanalysispanel.h"
#include "eyes/eyelens.h"
#include "eyes/eyelenscontroller.h"
#include "eyes/eyeoverlay.h"
#include "document/gamedocument.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/scorepanel.h"
#include "review/scoringreview.h"
#include "review/tracecontroller.h"
#include "review/tracewalk.h"

#include "eyes/eyeanalyzer.h"
#include "scoring/scorer.h"
#include "sgf/gameloader.h"
#include "testconfig.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QScrollArea>
#include <QSettings>
#include <QSignalSpy>
#include <QThreadPool>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

#include <algorithm>
#include <map>
#include <memory>

using namespace seki;
using namespace seki::ui;

namespace {

// White's only eye space holds a dead black stone (B7): four points along the top edge, boundary
// length 8, so the table counts 1.5 eyes and the group lives; GNU Go's local game gives {1|1}, so
// with local-game values the group is in seki and its points no longer score.
const char* const DeadStoneInsideCase = R"(name: eye-lens-dead-stone
rules: territory
komi: 0
board:
. x . O X . .
O . O O X . .
O O O X . . .
X X X . . . .
. . . . . . .
. . . . . . .
. . . . . . .
)";

QString resourcePath(const char* name)
{
    return QStringLiteral(SEKI_RESOURCES_DIR "/games/") + QLatin1String(name);
}

QString gamePath(const char* name)
{
    return QStringLiteral(SEKI_TEST_DATA_DIR "/games/") + QLatin1String(name);
}

QString halfEyeNumber(int halfEyes)
{
    return halfEyes % 2 == 0 ? QString::number(halfEyes / 2) : QStringLiteral("%1.5").arg(halfEyes / 2);
}

// The table's reading of each eye space, read from a scorer trace here, independently of the
// panel: every region of stage 4 must lie in one eye space of its colour.
struct TableCount {
    std::vector<int> halfEyes;
    std::vector<int> lengths;
    int total() const
    {
        int sum = 0;
        for (int h : halfEyes)
            sum += h;
        return sum;
    }
    QString text() const
    {
        if (halfEyes.empty())
            return QStringLiteral("0 (filled as a false eye)");
        QStringList counts;
        QStringList lens;
        for (size_t k = 0; k < halfEyes.size(); ++k) {
            counts << halfEyeNumber(halfEyes[k]);
            lens << QString::number(lengths[k]);
        }
        if (halfEyes.size() == 1)
            return QStringLiteral("%1 (length %2)").arg(counts.front(), lens.front());
        return QStringLiteral("%1 (lengths %2)")
            .arg(counts.join(QStringLiteral(" + ")), lens.join(QStringLiteral(", ")));
    }
};

std::vector<TableCount> tableCounts(const Position& position, const EyeAnalysis& analysis)
{
    Scorer scorer;
    Trace trace;
    scorer.score(position, Rules::Japanese, trace);
    std::vector<TableCount> counts(analysis.spaces.size());
    std::map<int, int> regionSpace;
    for (const Step& step : trace.steps()) {
        if (step.kind != StepKind::Region || !Trace::inPhase(step.run, 0))
            continue;
        int space = -1;
        for (Point p : trace.points(step)) {
            const EyeSpace* at = analysis.spaceAt(p);
            if (!at)
                return {}; // a region point outside every space: the premise fails, and so does the test
            const int index = int(at - analysis.spaces.data());
            if (space != -1 && space != index)
                return {};
            space = index;
        }
        regionSpace[step.region().region] = space;
    }
    for (const Step& step : trace.steps()) {
        if (step.kind != StepKind::EyeCount || !Trace::inPhase(step.run, 0))
            continue;
        const EyeCountFields fields = step.eyeCount();
        TableCount& count = counts[size_t(regionSpace.at(fields.region))];
        count.halfEyes.push_back(fields.halfEyes);
        count.lengths.push_back(fields.length);
    }
    return counts;
}

bool readingsDisagree(const EyeValue& value, int tableHalfEyes)
{
    return value.solved() && (value.isChimera() || std::min(tableHalfEyes, 4) != value.maxEyes() + value.minEyes());
}

QColor pixelAt(const QImage& image, QPointF where, qreal ratio)
{
    return image.pixelColor((where * ratio).toPoint());
}

} // namespace

class TestEyePanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void panelListsEverySpace_data();
    void panelListsEverySpace();
    void deadStonesInsideAreFlagged();
    void falseEyeIsFlagged();
    void analysisWaitsForThePanelAndNeverRunsInAClick();
    void eyeMethodSwitchesTheScorerAndShowsBothReadings();
    void selectingARowHighlightsTheSpace();
    void showEyeSpacesMarksFalseEyes();
    void languageChangesWhileOpen();
    void resultFollowsAChange();
    void staleResultIsDropped();
    void slowReadingShowsTheBusyState();
    void closingWhileReadingIsSafe();

private:
    void showPanel();
    QString writeCase(const char* name, const char* text);

    QTemporaryDir m_settingsDir;
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestEyePanel::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestEyePanel::init()
{
    // Every test starts from the defaults: the table's eye count, no overlay, the panel hidden.
    QSettings(QStringLiteral("SekiScope"), QStringLiteral("SekiScope")).clear();
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1300, 850);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->setBoardRules(Rules::Japanese);
}

void TestEyePanel::cleanup()
{
    if (m_window)
        m_window->undoStack()->setClean();
    m_window.reset();
}

void TestEyePanel::showPanel()
{
    QDockWidget* dock = m_window->eyeLens()->dock();
    dock->show();
    dock->raise();
    QTRY_VERIFY(m_window->eyeLens()->isPanelShown());
    QTRY_VERIFY(m_window->eyeLens()->lens().isCurrent());
}

QString TestEyePanel::writeCase(const char* name, const char* text)
{
    const QString path = m_dir.filePath(QLatin1String(name));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(text);
    return path;
}

void TestEyePanel::panelListsEverySpace_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("example-seki") << resourcePath("example-seki.sgf");
    QTest::newRow("seki-19") << resourcePath("seki-19.sgf");
    QTest::newRow("gnugo-08") << gamePath("gnugo-08.sgf");
    QTest::newRow("gnugo-10") << gamePath("gnugo-10.sgf");
}

void TestEyePanel::panelListsEverySpace()
{
    QFETCH(QString, path);
    QVERIFY(m_window->openFile(path));
    showPanel();
    const Position& position = m_window->document()->position();
    EyeAnalyzer analyzer;
    const EyeAnalysis& expected = analyzer.analyze(position);
    const std::vector<TableCount> table = tableCounts(position, expected);
    QCOMPARE(table.size(), expected.spaces.size());

    const EyeAnalysisPanel* panel = m_window->eyeLens()->panel();
    QCOMPARE(panel->rowCount(), int(expected.spaces.size()));
    int flagged = 0;
    for (int row = 0; row < panel->rowCount(); ++row) {
        const EyeSpace& space = expected.spaces[size_t(row)];
        QCOMPARE(panel->text(row, EyeAnalysisPanel::Column::Owner),
                 space.owner == Color::Black ? QStringLiteral("Black") : QStringLiteral("White"));
        QVERIFY(panel->text(row, EyeAnalysisPanel::Column::Points).startsWith(QString::number(space.size()) + u':'));
        QVERIFY(panel->text(row, EyeAnalysisPanel::Column::Points)
                    .contains(QString::fromStdString(toGtp(space.points.front(), position.board.height()))));
        QVERIFY(panel->text(row, EyeAnalysisPanel::Column::LocalGame)
                    .startsWith(QString::fromStdString(space.value.text())));
        const QString diagram = QString::fromStdString(space.diagram());
        if (diagram.count(u'\n') < 6)
            QCOMPARE(panel->text(row, EyeAnalysisPanel::Column::Drawing), diagram);
        QCOMPARE(panel->text(row, EyeAnalysisPanel::Column::Table), table[size_t(row)].text());
        const bool disagree = readingsDisagree(space.value, table[size_t(row)].total());
        QCOMPARE(panel->isFlagged(row), disagree);
        QCOMPARE(panel->reasonText(row).isEmpty(), !disagree);
        flagged += disagree;
    }
    QVERIFY(panel->summaryText().contains(QStringLiteral("disagree on %1").arg(flagged)));
}

void TestEyePanel::deadStonesInsideAreFlagged()
{
    QVERIFY(m_window->openFile(writeCase("dead-stone.pos", DeadStoneInsideCase)));
    showPanel();
    const EyeAnalysisPanel* panel = m_window->eyeLens()->panel();
    QCOMPARE(panel->rowCount(), 2);
    int white = -1;
    for (int row = 0; row < panel->rowCount(); ++row)
        if (panel->text(row, EyeAnalysisPanel::Column::Owner) == QLatin1String("White"))
            white = row;
    QVERIFY(white >= 0);
    QCOMPARE(panel->text(white, EyeAnalysisPanel::Column::Drawing), QStringLiteral(".X.\n ."));
    QVERIFY(panel->text(white, EyeAnalysisPanel::Column::LocalGame).startsWith(QLatin1String("{1|1}")));
    QCOMPARE(panel->text(white, EyeAnalysisPanel::Column::Table), QStringLiteral("1.5 (length 8)"));
    QVERIFY(panel->isFlagged(white));
    const QString reason = panel->reasonText(white);
    QVERIFY2(reason.startsWith(
                 QLatin1String("The table counts 1.5 eyes from boundary length 8; the local game gives {1|1}:")),
             qPrintable(reason));
    QVERIFY2(reason.contains(QLatin1String("1 dead stone inside (B7)")), qPrintable(reason));
    QVERIFY(!reason.contains(u'\n'));
    // Black's open outside is too large to solve: reported as such, never compared.
    const int black = 1 - white;
    QVERIFY(panel->text(black, EyeAnalysisPanel::Column::LocalGame).startsWith(QLatin1String("unsolved")));
    QVERIFY(!panel->isFlagged(black));
    QVERIFY(panel->summaryText().contains(QLatin1String("1 too large to solve")));
}

void TestEyePanel::falseEyeIsFlagged()
{
    QVERIFY(m_window->openFile(resourcePath("seki-19.sgf")));
    showPanel();
    const EyeLens& lens = m_window->eyeLens()->lens();
    const EyeAnalysisPanel* panel = m_window->eyeLens()->panel();
    int falseEyes = 0;
    for (int row = 0; row < panel->rowCount(); ++row) {
        const EyeSpace& space = lens.analysis()->spaces[size_t(row)];
        if (space.count(EyeTopology::FalseEye) == 0 || space.size() != 1)
            continue;
        ++falseEyes;
        // A one-point false eye the scorer leaves unfilled: the table counts an eye, GNU Go none.
        const QString name = QString::fromStdString(toGtp(space.points.front(), 19));
        QCOMPARE(panel->text(row, EyeAnalysisPanel::Column::Drawing), QStringLiteral("!"));
        QVERIFY(panel->text(row, EyeAnalysisPanel::Column::LocalGame).startsWith(QLatin1String("{0|0}")));
        QVERIFY(panel->isFlagged(row));
        QVERIFY2(panel->reasonText(row).startsWith(QLatin1String("The table counts 1 eye from boundary length 4")),
                 qPrintable(panel->reasonText(row)));
        QVERIFY2(panel->reasonText(row).contains(name + QLatin1String(" is a false eye (its diagonals sum to 4)")),
                 qPrintable(panel->reasonText(row)));
        m_window->eyeLens()->panel()->selectSpace(row);
        QVERIFY(panel->detailText().contains(name + QLatin1String(" is a false eye, a marginal point")));
    }
    QCOMPARE(falseEyes, 1);
}

void TestEyePanel::analysisWaitsForThePanelAndNeverRunsInAClick()
{
    const EyeLens& lens = m_window->eyeLens()->lens();
    QVERIFY(m_window->openFile(writeCase("dead-stone.pos", DeadStoneInsideCase)));
    // Behind the Game dock at first: nothing is read.
    QVERIFY(!m_window->eyeLens()->isPanelShown());
    QVERIFY(!lens.hasWorkPending());
    QCOMPARE(lens.analysisCount(), 0);
    QVERIFY(!lens.isCurrent());

    showPanel();
    QCOMPARE(lens.analysisCount(), 1);

    // A click marks the stone at once; the lens follows from the event loop, not inside the click.
    BoardView* board = m_window->boardView();
    const Point stone{1, 0};
    QVERIFY(m_window->document()->isDead(stone));
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->rectFor(stone).center());
    QVERIFY(!m_window->document()->isDead(stone));
    QVERIFY(!lens.isCurrent());
    QCOMPARE(lens.analysisCount(), 1);
    QTRY_VERIFY(lens.isCurrent());
    QCOMPARE(lens.analysisCount(), 2);
    // The black stone now lives: it is in no eye space, and no 'X' is left in any.
    QVERIFY(!lens.analysis()->spaceAt(stone));
    for (const EyeSpace& space : lens.analysis()->spaces)
        QVERIFY(std::none_of(space.kinds.begin(), space.kinds.end(),
                             [](EyeVertexKind kind) { return kind == EyeVertexKind::Dead; }));

    // Refreshing for another reason (the rules shown) reads nothing again.
    m_window->setBoardRules(Rules::Chinese);
    QVERIFY(!lens.hasWorkPending());
    QCOMPARE(lens.analysisCount(), 2);

    // Hidden again: a change is noted, and read only when the panel comes back.
    m_window->eyeLens()->dock()->hide();
    m_window->undoStack()->undo();
    QVERIFY(!lens.hasWorkPending());
    QCOMPARE(lens.analysisCount(), 2);
    showPanel();
    QCOMPARE(lens.analysisCount(), 3);
}

void TestEyePanel::eyeMethodSwitchesTheScorerAndShowsBothReadings()
{
    QVERIFY(m_window->openFile(writeCase("dead-stone.pos", DeadStoneInsideCase)));
    const GameDocument* document = m_window->document();
    ScorePanel* scores = m_window->scorePanel();
    EyeLensController* eyes = m_window->eyeLens();
    const Point whiteEye{0, 0};
    QCOMPARE(document->eyeMethod(), EyeMethod::Boundary);
    QCOMPARE(scores->resultText(Rules::Japanese), QStringLiteral("B+27"));
    QVERIFY(scores->secondResultText(Rules::Japanese).isEmpty());
    QVERIFY(scores->secondReadingTitle().isEmpty());
    QCOMPARE(m_window->boardView()->scene().mark(whiteEye), PointMark::WhiteTerritory);

    // The Score dock as small as it may be: the second reading's rows will not fit unless the
    // dock grows for them.
    auto* scoreDock = m_window->findChild<QDockWidget*>(QStringLiteral("scoreDock"));
    QVERIFY(scoreDock);
    m_window->resizeDocks({scoreDock}, {1}, Qt::Vertical);
    QCoreApplication::processEvents();
    const int squeezed = qobject_cast<QScrollArea*>(scoreDock->widget())->viewport()->height();

    eyes->eyeMethodAction(EyeMethod::LocalGame)->trigger();
    QCOMPARE(eyes->eyeMethod(), EyeMethod::LocalGame);
    QCOMPARE(document->eyeMethod(), EyeMethod::LocalGame);
    const ScoreResult* local = document->score(Rules::Japanese, EyeMethod::LocalGame);
    QVERIFY(local);
    QCOMPARE(local->eyes, EyeMethod::LocalGame);
    QCOMPARE(document->score(Rules::Japanese)->eyes, EyeMethod::Boundary);
    // Side by side: the default stays, the local-game reading below it, its different result marked.
    QCOMPARE(scores->resultText(Rules::Japanese), QStringLiteral("B+27"));
    QVERIFY(!scores->secondReadingTitle().isEmpty());
    QCOMPARE(scores->secondResultText(Rules::Japanese), QStringLiteral("B+31"));
    QCOMPARE(scores->secondTerritoryText(Rules::Japanese, Color::White), QStringLiteral("0"));
    QVERIFY(scores->secondReadingDiffers(Rules::Japanese));
    // The dock grows to show the rows the second reading added (its result above all), taking
    // the room from the docks below: nothing of the table hides behind a scroll bar.
    auto* scoreScroll = qobject_cast<QScrollArea*>(scoreDock->widget());
    QVERIFY(scoreScroll);
    QTRY_VERIFY2(scoreScroll->viewport()->height() > squeezed,
                 qPrintable(QStringLiteral("%1 <= %2").arg(scoreScroll->viewport()->height()).arg(squeezed)));
    QTRY_VERIFY2(
        scoreScroll->viewport()->height() >= scores->essentialHeight(),
        qPrintable(QStringLiteral("%1 < %2").arg(scoreScroll->viewport()->height()).arg(scores->essentialHeight())));
    QVERIFY(!scores->secondResultText(Rules::Chinese).isEmpty());
    // The board's territory follows the chosen count: White's group is in seki.
    QCOMPARE(m_window->boardView()->scene().mark(whiteEye), PointMark::SekiEye);
    QCOMPARE(QSettings(QStringLiteral("SekiScope"), QStringLiteral("SekiScope"))
                 .value(QStringLiteral("score/eyes"))
                 .toString(),
             QStringLiteral("local-game"));

    // The walk-through reads the same way: its verdicts come from the local-game reading, whose
    // steps it shows.
    const auto localGameSteps = [this] {
        const TraceWalk& walk = m_window->scoringReview()->controller().walk();
        return std::count_if(walk.trace().steps().begin(), walk.trace().steps().end(),
                             [](const Step& step) { return step.kind == StepKind::LocalGame; });
    };
    QCOMPARE(m_window->scoringReview()->controller().walk().result().resultText(), std::string("B+31"));
    QVERIFY(localGameSteps() > 0);

    // Saved as shown: the local-game result, and White's eye A1 no longer White's territory.
    {
        QTemporaryDir saveDir;
        const QString saved = saveDir.filePath(QStringLiteral("local-game.sgf"));
        QVERIFY(m_window->saveFile(saved));
        QFile file(saved);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY2(text.contains("RE[B+31]"), text.constData());
        QVERIFY2(!text.contains("[aa]"), text.constData());
    }

    // A new window (and a newly opened game) starts with the choice remembered.
    {
        MainWindow second;
        QCOMPARE(second.eyeLens()->eyeMethod(), EyeMethod::LocalGame);
        QVERIFY(second.eyeLens()->eyeMethodAction(EyeMethod::LocalGame)->isChecked());
        QVERIFY(second.openFile(writeCase("dead-stone.pos", DeadStoneInsideCase)));
        QCOMPARE(second.document()->eyeMethod(), EyeMethod::LocalGame);
        QCOMPARE(second.scorePanel()->secondResultText(Rules::Japanese), QStringLiteral("B+31"));
    }

    eyes->eyeMethodAction(EyeMethod::Boundary)->trigger();
    QCOMPARE(document->eyeMethod(), EyeMethod::Boundary);
    QVERIFY(!document->score(Rules::Japanese, EyeMethod::LocalGame));
    // With the boundary table chosen again, what a save writes has White's territory at A1 again
    // (written from the document: the file saved above now holds another result, and replacing
    // it would ask).
    QCOMPARE(m_window->scoringReview()->controller().walk().result().resultText(), std::string("B+27"));
    QCOMPARE(localGameSteps(), 0);
    const QByteArray boundaryText = document->sgfText(Rules::Japanese, std::nullopt);
    QVERIFY2(boundaryText.contains("[aa]"), boundaryText.constData());
    QVERIFY(scores->secondResultText(Rules::Japanese).isEmpty());
    QCOMPARE(m_window->boardView()->scene().mark(whiteEye), PointMark::WhiteTerritory);
}

void TestEyePanel::selectingARowHighlightsTheSpace()
{
    QVERIFY(m_window->openFile(resourcePath("example-seki.sgf")));
    showPanel();
    EyeLensController* eyes = m_window->eyeLens();
    EyeOverlay* overlay = eyes->overlay();
    BoardView* board = m_window->boardView();
    QVERIFY(!overlay->isVisible());
    const qreal ratio = board->devicePixelRatioF();
    const QImage before = board->grab().toImage();

    // The largest black space: its cells turn blue.
    const EyeAnalysis* analysis = eyes->lens().analysis();
    int row = -1;
    for (size_t s = 0; s < analysis->spaces.size(); ++s)
        if (analysis->spaces[s].owner == Color::Black
            && (row < 0 || analysis->spaces[s].size() > analysis->spaces[size_t(row)].size()))
            row = int(s);
    QVERIFY(row >= 0);
    QTreeWidget* list = eyes->panel()->list();
    list->setCurrentItem(list->topLevelItem(row));
    QCOMPARE(eyes->panel()->selectedSpace(), row);
    QCOMPARE(overlay->selectedSpace(), row);
    QVERIFY(overlay->isVisible());
    QVERIFY(eyes->panel()->detailText().contains(QLatin1String("Black's eye space")));
    const QImage after = board->grab().toImage();
    const double cell = board->boardGeometry().cellSize();
    for (Point p : analysis->spaces[size_t(row)].points) {
        // A quarter cell in from the corner: off the grid lines, the territory mark and the outline.
        const QPointF where = board->boardGeometry().rectFor(p).topLeft() + QPointF(cell * 0.25, cell * 0.25);
        const QColor was = pixelAt(before, where, ratio);
        const QColor now = pixelAt(after, where, ratio);
        QVERIFY2(now != was, qPrintable(QString::fromStdString(toGtp(p, 9))));
        QVERIFY(now.blue() - now.red() > was.blue() - was.red());
    }
    // A point outside the space is left as it was.
    Point outside{-1, -1};
    for (int y = 0; y < 9 && outside.x < 0; ++y)
        for (int x = 0; x < 9 && outside.x < 0; ++x)
            if (!analysis->spaceAt({x, y})
                && std::none_of(analysis->spaces[size_t(row)].points.begin(),
                                analysis->spaces[size_t(row)].points.end(),
                                [&](Point q) { return std::abs(q.x - x) + std::abs(q.y - y) <= 2; }))
                outside = {x, y};
    QVERIFY(outside.x >= 0);
    const QPointF away = board->boardGeometry().rectFor(outside).topLeft() + QPointF(cell * 0.25, cell * 0.25);
    QCOMPARE(pixelAt(after, away, ratio), pixelAt(before, away, ratio));

    // No selection, no overlay.
    eyes->panel()->selectSpace(-1);
    QCOMPARE(overlay->selectedSpace(), -1);
    QVERIFY(!overlay->isVisible());
}

void TestEyePanel::showEyeSpacesMarksFalseEyes()
{
    QVERIFY(m_window->openFile(resourcePath("seki-19.sgf")));
    EyeLensController* eyes = m_window->eyeLens();
    BoardView* board = m_window->boardView();
    QVERIFY(!eyes->isPanelShown());
    const QImage before = board->grab().toImage();

    // The toggle alone, panel hidden: the lens is read for the board.
    eyes->showEyeSpacesAction()->trigger();
    QVERIFY(eyes->overlay()->showAll());
    QTRY_VERIFY(eyes->lens().isCurrent());
    QTRY_VERIFY(eyes->overlay()->isVisible());
    QVERIFY(QSettings(QStringLiteral("SekiScope"), QStringLiteral("SekiScope"))
                .value(QStringLiteral("view/eyeSpaces"))
                .toBool());
    const QImage after = board->grab().toImage();
    const qreal ratio = board->devicePixelRatioF();
    const double cell = board->boardGeometry().cellSize();
    int marked = 0;
    for (const EyeSpace& space : eyes->lens().analysis()->spaces) {
        for (const TopologicalEye& eye : space.topology) {
            if (eye.topology != EyeTopology::FalseEye)
                continue;
            // Left of the '!' inside its red disc.
            const QPointF where = board->boardGeometry().centre(eye.point) + QPointF(-cell * 0.19, 0);
            const QColor now = pixelAt(after, where, ratio);
            QVERIFY2(now.red() > 150 && now.green() < 110 && now.blue() < 110, qPrintable(now.name()));
            QVERIFY(pixelAt(before, where, ratio) != now);
            ++marked;
        }
    }
    QVERIFY(marked > 0);

    eyes->showEyeSpacesAction()->trigger();
    QVERIFY(!eyes->overlay()->isVisible());
}

void TestEyePanel::languageChangesWhileOpen()
{
    QVERIFY(m_window->openFile(writeCase("dead-stone.pos", DeadStoneInsideCase)));
    showPanel();
    EyeLensController* eyes = m_window->eyeLens();
    const EyeAnalysisPanel* panel = eyes->panel();
    int white = panel->text(0, EyeAnalysisPanel::Column::Owner) == QLatin1String("White") ? 0 : 1;
    QVERIFY(panel->reasonText(white).startsWith(QLatin1String("The table counts")));
    const int analyses = eyes->lens().analysisCount();

    QVERIFY(AppLanguage::setLanguage(QStringLiteral("de")));
    QCoreApplication::sendPostedEvents();
    QCOMPARE(eyes->dock()->windowTitle(), QStringLiteral("Augenanalyse"));
    QCOMPARE(eyes->showEyeSpacesAction()->text(), QStringLiteral("&Augenr\u00e4ume zeigen"));
    QCOMPARE(panel->list()->headerItem()->text(0) == QLatin1String("Owner"), false);
    white = panel->text(0, EyeAnalysisPanel::Column::Owner) == QStringLiteral("Wei\u00df") ? 0 : 1;
    QVERIFY2(panel->reasonText(white).startsWith(QStringLiteral("Die Tabelle z\u00e4hlt")),
             qPrintable(panel->reasonText(white)));
    // Sentences made again, the position not read again.
    QCOMPARE(eyes->lens().analysisCount(), analyses);

    QVERIFY(AppLanguage::setLanguage(QStringLiteral("en")));
    QCoreApplication::sendPostedEvents();
    QCOMPARE(eyes->dock()->windowTitle(), QStringLiteral("Eye Analysis"));
    QCOMPARE(panel->list()->headerItem()->text(0), QStringLiteral("Owner"));
    QVERIFY(panel->reasonText(white).startsWith(QLatin1String("The table counts")));
}

// The panel after a change shows exactly what a new analyzer reads on the document's position
// now, and the reading does not happen inside the call that starts it: it arrives through the
// event loop from the thread pool.
void TestEyePanel::resultFollowsAChange()
{
    QVERIFY(m_window->openFile(writeCase("dead-stone.pos", DeadStoneInsideCase)));
    showPanel();
    EyeLens& lens = m_window->eyeLens()->lens();
    const EyeAnalysisPanel* panel = m_window->eyeLens()->panel();
    const int analyses = lens.analysisCount();

    BoardView* board = m_window->boardView();
    const Point stone{1, 0};
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->rectFor(stone).center());
    QVERIFY(!m_window->document()->isDead(stone));
    lens.analyzeNow();
    QCOMPARE(lens.analysisCount(), analyses + 1);
    QVERIFY(!lens.isCurrent());
    QTRY_VERIFY(lens.isCurrent());

    EyeAnalyzer analyzer;
    const EyeAnalysis& expected = analyzer.analyze(m_window->document()->position());
    QCOMPARE(panel->rowCount(), int(expected.spaces.size()));
    for (int row = 0; row < panel->rowCount(); ++row) {
        const EyeSpace& space = expected.spaces[size_t(row)];
        QVERIFY(panel->text(row, EyeAnalysisPanel::Column::LocalGame)
                    .startsWith(QString::fromStdString(space.value.text())));
        QCOMPARE(panel->text(row, EyeAnalysisPanel::Column::Points).section(u':', 0, 0), QString::number(space.size()));
    }
    // B7 lives now: no space holds it, and no drawing shows a dead stone.
    QVERIFY(!lens.analysis()->spaceAt(stone));
    for (int row = 0; row < panel->rowCount(); ++row)
        QVERIFY(!panel->text(row, EyeAnalysisPanel::Column::Drawing).contains(u'X'));
    QCOMPARE(lens.staleResultCount(), 0);
}

// A reading started for one position, which changes again before its result arrives: that
// result is dropped, the newest position is read, and the panel only ever shows the newest.
void TestEyePanel::staleResultIsDropped()
{
    QVERIFY(m_window->openFile(writeCase("dead-stone.pos", DeadStoneInsideCase)));
    showPanel();
    EyeLens& lens = m_window->eyeLens()->lens();
    const EyeAnalysisPanel* panel = m_window->eyeLens()->panel();
    const int analyses = lens.analysisCount();
    int white = panel->text(0, EyeAnalysisPanel::Column::Owner) == QLatin1String("White") ? 0 : 1;
    QCOMPARE(panel->text(white, EyeAnalysisPanel::Column::Drawing), QStringLiteral(".X.\n ."));

    // Every analysis the panel is given, as White's drawing.
    QStringList shown;
    connect(&lens, &EyeLens::analysisChanged, this, [&] {
        for (int row = 0; row < panel->rowCount(); ++row)
            if (panel->text(row, EyeAnalysisPanel::Column::Owner) == QLatin1String("White"))
                shown << panel->text(row, EyeAnalysisPanel::Column::Drawing);
    });

    BoardView* board = m_window->boardView();
    const Point stone{1, 0};
    // B7 alive, and its reading started...
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->rectFor(stone).center());
    QVERIFY(!m_window->document()->isDead(stone));
    lens.analyzeNow();
    QCOMPARE(lens.analysisCount(), analyses + 1);
    // ...and dead again before its result can arrive (it comes through the event loop).
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->rectFor(stone).center());
    QVERIFY(m_window->document()->isDead(stone));
    QVERIFY(!lens.isCurrent());

    QTRY_VERIFY(lens.isCurrent());
    QCOMPARE(lens.staleResultCount(), 1);
    QCOMPARE(lens.analysisCount(), analyses + 2);
    QCOMPARE(shown, QStringList{QStringLiteral(".X.\n .")});
    QVERIFY(lens.analysis()->spaceAt(stone));
    white = panel->text(0, EyeAnalysisPanel::Column::Owner) == QLatin1String("White") ? 0 : 1;
    QCOMPARE(panel->text(white, EyeAnalysisPanel::Column::Drawing), QStringLiteral(".X.\n ."));
    QVERIFY(panel->list()->isEnabled());
}

// A reading slower than the busy delay (here 0: every reading) greys the last rows under
// "Reading the eye spaces…"; the result takes the state away. With the delay, a reading just
// started leaves the panel as it was: a quick result is the panel's next change.
void TestEyePanel::slowReadingShowsTheBusyState()
{
    QVERIFY(m_window->openFile(writeCase("dead-stone.pos", DeadStoneInsideCase)));
    showPanel();
    EyeLens& lens = m_window->eyeLens()->lens();
    const EyeAnalysisPanel* panel = m_window->eyeLens()->panel();
    const QString summary = panel->summaryText();
    QVERIFY(summary.contains(QLatin1String("eye spaces:")));
    QVERIFY(lens.busyDelay() > 0);
    QSignalSpy busy(&lens, &EyeLens::analysingChanged);

    BoardView* board = m_window->boardView();
    const Point stone{1, 0};
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->rectFor(stone).center());
    lens.analyzeNow();
    QVERIFY(!lens.isAnalysing());
    QCOMPARE(panel->summaryText(), summary);
    QVERIFY(panel->list()->isEnabled());
    QTRY_VERIFY(lens.isCurrent());

    lens.setBusyDelay(0);
    busy.clear();
    const int rows = panel->rowCount();
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->rectFor(stone).center());
    lens.analyzeNow();
    QVERIFY(lens.isAnalysing());
    QCOMPARE(busy.count(), 1);
    QCOMPARE(panel->summaryText(), QStringLiteral("Reading the eye spaces\u2026"));
    QVERIFY(!panel->list()->isEnabled());
    QCOMPARE(panel->rowCount(), rows); // the last rows stay, greyed
    QTRY_VERIFY(lens.isCurrent());
    QVERIFY(!lens.isAnalysing());
    QCOMPARE(busy.count(), 2);
    QCOMPARE(panel->summaryText(), summary);
    QVERIFY(panel->list()->isEnabled());
}

// Dropping the position (closing the document) while a reading runs: its result is not shown.
// Destroying the lens, or the whole window, while a reading runs: nothing is delivered and
// nothing crashes (the sanitizer build runs this too).
void TestEyePanel::closingWhileReadingIsSafe()
{
    QFile file(QStringLiteral(SEKI_TEST_DATA_DIR "/games/gnugo-03.sgf")); // the heaviest of the 30
    QVERIFY(file.open(QIODevice::ReadOnly));
    const LoadedGame game = loadGame(loadFile(file.readAll().toStdString(), GameFormat::Sgf));
    QVERIFY(!game.error);

    {
        EyeLens lens;
        QSignalSpy changed(&lens, &EyeLens::analysisChanged);
        lens.setWanted(true);
        lens.setPosition(game.position);
        lens.analyzeNow();
        QCOMPARE(lens.analysisCount(), 1);
        lens.setPosition(std::nullopt);
        QCOMPARE(changed.count(), 1); // the position went away
        QTRY_COMPARE(lens.staleResultCount(), 1);
        QVERIFY(!lens.analysis());
        QVERIFY(!lens.isCurrent());
        QCOMPARE(changed.count(), 1);
        QCOMPARE(lens.analysisCount(), 1);
    }
    {
        auto lens = std::make_unique<EyeLens>();
        lens->setWanted(true);
        lens->setPosition(game.position);
        lens->analyzeNow();
        lens.reset();
    }
    QVERIFY(m_window->openFile(file.fileName()));
    m_window->eyeLens()->showEyeSpacesAction()->setChecked(true);
    m_window->eyeLens()->lens().analyzeNow();
    QVERIFY(m_window->eyeLens()->lens().analysisCount() >= 1);
    m_window->undoStack()->setClean();
    m_window.reset();
    QThreadPool::globalInstance()->waitForDone();
    QCoreApplication::processEvents();
}

QTEST_MAIN(TestEyePanel)
#include "tst_eyepanel.moc"
