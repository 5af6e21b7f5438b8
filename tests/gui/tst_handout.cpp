// Handouts a teacher hands out (HandoutWriter): a diagram only where the board changes, the part
// of the board that matters (found around what the scorer touches, or a corner the teacher picks),
// paper colours by default, a problem page and an answer page.

#include "teaching/handoutdialog.h"
#include "teaching/handoutwriter.h"
#include "teaching/lessonhandout.h"
#include "settings/applanguage.h"
#include "diagram/diagramcrop.h"
#include "review/tracewalk.h"
#include "board/boardpainter.h"
#include "board/themerenderer.h"

#include "sgf/gamerecord.h"
#include "sgf/sgfparser.h"

#include "testconfig.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <memory>

using namespace seki;
using namespace seki::ui;

namespace {

std::shared_ptr<const TraceWalk> lessonWalk(const QString& name)
{
    QFile file(QStringLiteral(SEKI_RESOURCES_DIR "/lessons/") + name);
    if (!file.open(QIODevice::ReadOnly))
        return nullptr;
    const SgfCollection collection = parseSgf(file.readAll().toStdString());
    const GameRecord record = GameRecord::read(collection.games.front());
    return std::make_shared<const TraceWalk>(TraceWalk::build(record.position(), record.position().rules));
}

int pdfPageCount(const QByteArray& pdf)
{
    return int(pdf.count("/Type /Page\n") + pdf.count("/Type /Page ") + pdf.count("/Type /Page>")
               + pdf.count("/Type/Page/") + pdf.count("/Type/Page>"));
}

int countPixels(const QImage& image, const std::function<bool(QColor)>& match)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += match(image.pixelColor(x, y)) ? 1 : 0;
    return n;
}

std::shared_ptr<const LessonSource> lessonSource(const QString& name)
{
    const std::optional<LessonSource> source = LessonHandout::read(QStringLiteral(":/lessons/") + name);
    return source ? std::make_shared<const LessonSource>(*source) : nullptr;
}

HandoutOptions lessonOptions(bool answers = true)
{
    HandoutOptions options;
    options.content = HandoutOptions::Content::Lesson;
    options.answerPage = answers;
    return options;
}

Point at(const char* name, int size)
{
    return *fromGtp(name, size, size);
}

bool hasShape(const BoardScene& scene, Point p, MarkShape shape)
{
    return std::any_of(scene.shapes.begin(), scene.shapes.end(),
                       [&](const PointShape& s) { return s.point == p && s.shape == shape; });
}

QImage pageImage(const HandoutWriter& writer, int page)
{
    QImage image(595, 842, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    writer.paintPage(painter, QRectF(20, 20, 555, 802), page);
    painter.end();
    return image;
}

// Keeps a page as PNG to look at, when SEKI_HANDOUT_PNG names a folder.
void keepPage(const HandoutWriter& writer, int page, const QString& name)
{
    const QByteArray folder = qgetenv("SEKI_HANDOUT_PNG");
    if (folder.isEmpty())
        return;
    QImage image(1240, 1754, QImage::Format_RGB32); // A4 at 150 dpi
    image.fill(Qt::white);
    QPainter painter(&image);
    writer.paintPage(painter, QRectF(71, 71, 1098, 1612), page); // 12 mm margins
    painter.end();
    image.save(QString::fromLocal8Bit(folder) + QLatin1Char('/') + name + QStringLiteral(".png"));
}

// The lowest row of the page above its footer with anything drawn on it.
int lowestInk(const QImage& page)
{
    const int footer = int(page.height() * 0.93);
    for (int y = footer; y >= 0; --y)
        for (int x = 0; x < page.width(); ++x)
            if (page.pixelColor(x, y).lightness() < 200)
                return y;
    return 0;
}

bool isWood(QColor c)
{
    return c.red() > 180 && c.green() > 130 && c.blue() < 130;
}

} // namespace

class TestHandout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void unchangedDiagramsAreLeftOut();
    void regionHoldsThePointsOfInterest();
    void teacherPicksTheRegion();
    void paperColoursByDefault();
    void problemAndAnswerPages();
    void dialogKeepsTheChoices();
    void lessonLinesAreNumbered();
    void lessonMoveOffTheBoardIsNoPass();
    void moveInPlaceOfACapturedStone();
    void exerciseProblemAndAnswer();
    void yourMoveAnswerPlaysTheLine();
    void yourMoveSaysWhoPlaysOnce();
    void exerciseCropKeepsTheGroupsAsked();
    void lessonPaperFollowsTheLocale();
    void everyBundledLessonMakesAHandout();
    void handoutInJapanese();
    void problemSheetOfAShelf();

private:
    QTemporaryDir m_settingsDir;
};

void TestHandout::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QStandardPaths::setTestModeEnabled(true);
}

// A stage that changes nothing on the board gets no diagram of its own, and no two diagrams
// in a row look alike; with the option off, every stage is there again.
void TestHandout::unchangedDiagramsAreLeftOut()
{
    const auto walk = lessonWalk(QStringLiteral("01-corner-seki.sgf"));
    QVERIFY(walk && !walk->isEmpty());
    const HandoutWriter writer(walk, QStringLiteral("t"), {}, HandoutOptions{});
    HandoutOptions all;
    all.skipUnchanged = false;
    const HandoutWriter every(walk, QStringLiteral("t"), {}, all);
    QCOMPARE(every.diagrams().size(), 1 + StageCount);
    QVERIFY(every.skippedPositions().isEmpty());
    // The corner seki has no false eye: stage 3 leaves the board as stage 2 left it.
    QCOMPARE(walk->stepCount(Stage::FalseEyeFill), 0);
    QVERIFY(writer.skippedPositions().contains(walk->stageEnd(Stage::FalseEyeFill)));
    QCOMPARE(writer.diagrams().size() + writer.skippedPositions().size(), every.diagrams().size());

    const QList<HandoutWriter::Diagram>& kept = writer.diagrams();
    for (qsizetype k = 1; k < kept.size(); ++k)
        QVERIFY2(writer.boardImage(kept[k].position, 240) != writer.boardImage(kept[k - 1].position, 240),
                 qPrintable(kept[k].heading));
    // Each one left out is a stage that took no step or looks exactly like the diagram before.
    for (int skipped : writer.skippedPositions()) {
        int before = -1;
        for (const auto& diagram : kept)
            if (diagram.position <= skipped)
                before = diagram.position;
        QVERIFY(before >= 0);
        QVERIFY(walk->stepCount(walk->location(skipped).stage) == 0
                || writer.boardImage(skipped, 240) == writer.boardImage(before, 240));
    }
    // The diagram before says so, and the headings are numbered without a gap.
    QVERIFY(std::any_of(kept.begin(), kept.end(), [](const auto& d) {
        return d.caption.contains(QStringLiteral("Nothing changes here in stage 3"));
    }));
    for (qsizetype k = 0; k < kept.size(); ++k)
        QVERIFY2(kept[k].heading.startsWith(QStringLiteral("%1. ").arg(k + 1)), qPrintable(kept[k].heading));
}

// The automatic region is a corner or side around what the scorer touches, never cutting a point
// of interest off; a position whose points are all over the board keeps the whole board.
void TestHandout::regionHoldsThePointsOfInterest()
{
    for (const QString& name :
         {QStringLiteral("01-corner-seki.sgf"), QStringLiteral("16-stones-that-cannot-be-captured.sgf"),
          QStringLiteral("03-false-eyes-never-filled.sgf")}) {
        const auto walk = lessonWalk(name);
        QVERIFY(walk && !walk->isEmpty());
        const HandoutWriter writer(walk, QStringLiteral("t"), {}, HandoutOptions{});
        const QRect region = writer.region();
        const std::vector<Point> interest = HandoutWriter::pointsOfInterest(*walk);
        QVERIFY2(!interest.empty(), qPrintable(name));
        for (Point p : interest)
            QVERIFY2(region.contains(p.x, p.y),
                     qPrintable(QStringLiteral("%1: (%2, %3) outside").arg(name).arg(p.x).arg(p.y)));
        QVERIFY(QRect(0, 0, walk->board().width(), walk->board().height()).contains(region));
    }
    // The corner seki sits in the top left: the diagrams show that corner, not the whole board.
    const auto corner = lessonWalk(QStringLiteral("01-corner-seki.sgf"));
    const QRect region = HandoutWriter(corner, QStringLiteral("t"), {}, HandoutOptions{}).region();
    QCOMPARE(region.topLeft(), QPoint(0, 0));
    QVERIFY(region.width() < corner->board().width() || region.height() < corner->board().height());
    QVERIFY(region.width() >= 5 && region.height() >= 5);
    // Asked for the whole board, it gets it.
    HandoutOptions whole;
    whole.region = HandoutOptions::Region::Whole;
    QCOMPARE(HandoutWriter(corner, QStringLiteral("t"), {}, whole).region(), QRect(0, 0, 9, 9));
}

void TestHandout::teacherPicksTheRegion()
{
    const auto walk = lessonWalk(QStringLiteral("01-corner-seki.sgf"));
    QVERIFY(walk);
    const int w = walk->board().width();
    const int h = walk->board().height();
    using Region = HandoutOptions::Region;
    const std::pair<Region, std::function<bool(QRect)>> choices[] = {
        {Region::TopRight,
         [&](QRect r) { return r.top() == 0 && r.right() == w - 1 && r.left() > 0 && r.bottom() < h - 1; }},
        {Region::BottomLeft,
         [&](QRect r) { return r.left() == 0 && r.bottom() == h - 1 && r.right() < w - 1 && r.top() > 0; }},
        {Region::Bottom,
         [&](QRect r) { return r.left() == 0 && r.right() == w - 1 && r.bottom() == h - 1 && r.top() > 0; }},
        {Region::Left,
         [&](QRect r) { return r.left() == 0 && r.top() == 0 && r.bottom() == h - 1 && r.right() < w - 1; }},
    };
    for (const auto& [choice, expected] : choices) {
        HandoutOptions options;
        options.region = choice;
        const HandoutWriter writer(walk, QStringLiteral("t"), {}, options);
        QVERIFY2(expected(writer.region()), qPrintable(QStringLiteral("choice %1").arg(int(choice))));
        // The cropped board is drawn in the region's proportions.
        const QImage image = writer.boardImage(0, 200);
        const double aspect = double(writer.region().width()) / writer.region().height();
        QVERIFY2(std::abs(double(image.width()) / image.height() - aspect) < 0.25 * aspect,
                 qPrintable(QStringLiteral("%1x%2").arg(image.width()).arg(image.height())));
    }
}

// Paper by default: a white board and black lines, no wood; the screen's wood when asked for.
void TestHandout::paperColoursByDefault()
{
    const auto walk = lessonWalk(QStringLiteral("01-corner-seki.sgf"));
    QVERIFY(walk);
    const QImage paper = pageImage(HandoutWriter(walk, QStringLiteral("t"), {}, HandoutOptions{}), 0);
    // (A few wood-like pixels are the orange outline of an expansion in stage 4, not a board.)
    QVERIFY(countPixels(paper, isWood) < 1000);
    QVERIFY(countPixels(paper, [](QColor c) { return c.lightness() < 40; }) > 2000); // lines and black stones
    HandoutOptions screen;
    screen.printTheme = false;
    const QImage wood = pageImage(HandoutWriter(walk, QStringLiteral("t"), {}, screen), 0);
    const int woodPixels = countPixels(wood, isWood);
    QVERIFY2(woodPixels > 5000, qPrintable(QString::number(woodPixels)));
}

// A problem page first (the bare position and the question, not the lesson's answer) and an
// answer page last (the count and the result), each in the PDF.
void TestHandout::problemAndAnswerPages()
{
    const auto walk = lessonWalk(QStringLiteral("01-corner-seki.sgf"));
    QVERIFY(walk);
    HandoutOptions options;
    options.problemPage = true;
    options.answerPage = true;
    const QString lessonText = QStringLiteral("It is a seki.");
    const HandoutWriter plain(walk, QStringLiteral("Corner"), lessonText, HandoutOptions{});
    const HandoutWriter writer(walk, QStringLiteral("Corner"), lessonText, options);
    QCOMPARE(writer.pageCount(), plain.pageCount() + 2);
    // The problem asks for the count: the whole board, though the stages' diagrams are cropped.
    QVERIFY(writer.region() != QRect(0, 0, 9, 9));
    QCOMPARE(writer.problemRegion(), QRect(0, 0, 9, 9));
    HandoutOptions corner = options;
    corner.region = HandoutOptions::Region::TopLeft;
    const HandoutWriter chosen(walk, QStringLiteral("Corner"), lessonText, corner);
    QCOMPARE(chosen.problemRegion(), chosen.region());

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray out = qgetenv("SEKI_HANDOUT_PDF"); // set to keep the PDF for a look
    const QString path = out.isEmpty() ? dir.filePath(QStringLiteral("handout.pdf")) : QString::fromLocal8Bit(out);
    QString error;
    QVERIFY2(writer.writePdf(path, error), qPrintable(error));
    // And any other lesson's handout, to look at: SEKI_HANDOUT_LESSON=19-hanezeki.sgf.
    const QByteArray other = qgetenv("SEKI_HANDOUT_LESSON");
    if (!other.isEmpty() && !out.isEmpty()) {
        const auto otherWalk = lessonWalk(QString::fromLocal8Bit(other));
        QVERIFY(otherWalk);
        const HandoutWriter look(otherWalk, QString::fromLocal8Bit(other), QStringLiteral("(the lesson's text)"),
                                 options);
        QVERIFY2(look.writePdf(QString::fromLocal8Bit(out) + QStringLiteral(".lesson.pdf"), error), qPrintable(error));
    }
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(pdfPageCount(file.readAll()), writer.pageCount());

    // The problem page shows stones and no verdict: the answer page, the same board counted,
    // differs from it; the problem is not the first diagram page either (that has the lesson).
    const QImage problem = pageImage(writer, 0);
    const QImage firstDiagrams = pageImage(writer, 1);
    const QImage answer = pageImage(writer, writer.pageCount() - 1);
    QVERIFY(problem != firstDiagrams);
    QVERIFY(problem != answer);
    QVERIFY(countPixels(problem, [](QColor c) { return c.lightness() < 40; }) > 2000);
    keepPage(writer, 0, QStringLiteral("walk-problem"));
}

// The dialog offers the region, paper colours, leaving out unchanged diagrams and the problem and
// answer pages; what the teacher chose comes back next time (and File > Print uses it).
void TestHandout::dialogKeepsTheChoices()
{
    const auto walk = lessonWalk(QStringLiteral("01-corner-seki.sgf"));
    QVERIFY(walk);
    HandoutOptions chosen;
    chosen.region = HandoutOptions::Region::BottomRight;
    chosen.printTheme = false;
    chosen.skipUnchanged = false;
    chosen.problemPage = true;
    chosen.answerPage = true;
    HandoutDialog::storeOptions(chosen);
    HandoutDialog dialog(walk, QStringLiteral("Corner"), QStringLiteral("It is a seki."));
    const HandoutOptions shown = dialog.options();
    QCOMPARE(shown.region, chosen.region);
    QCOMPARE(shown.printTheme, chosen.printTheme);
    QCOMPARE(shown.skipUnchanged, chosen.skipUnchanged);
    QCOMPARE(shown.problemPage, chosen.problemPage);
    QCOMPARE(shown.answerPage, chosen.answerPage);
    const HandoutOptions stored = HandoutDialog::storedOptions();
    QCOMPARE(stored.region, chosen.region);
    QCOMPARE(stored.answerPage, true);
    HandoutDialog::storeOptions(HandoutOptions{});
    QCOMPARE(HandoutDialog::storedOptions().region, HandoutOptions::Region::Auto);
    QVERIFY(HandoutDialog::storedOptions().printTheme);
    const QByteArray shot = qgetenv("SEKI_HANDOUT_DIALOG_PNG"); // set to look at the dialog
    if (!shot.isEmpty()) {
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.grab().save(QString::fromLocal8Bit(shot));
        HandoutOptions lesson = lessonOptions();
        HandoutDialog::storeOptions(lesson);
        HandoutDialog lessonDialog(walk, QStringLiteral("Corner"), QString(), nullptr,
                                   lessonSource(QStringLiteral("e01-seki-or-not-corner.sgf")));
        QCOMPARE(lessonDialog.options().content, HandoutOptions::Content::Lesson);
        lessonDialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&lessonDialog));
        lessonDialog.grab().save(QString::fromLocal8Bit(shot) + QStringLiteral(".lesson.png"));
        HandoutDialog::storeOptions(HandoutOptions{});
    }
}

// A lesson's handout is the lesson's own: its position with its marks and text, then each line
// with its moves numbered on the stones, the last node's marks, each move's text after its
// number, and "3 at 1" under the board for the snapback's retake.
void TestHandout::lessonLinesAreNumbered()
{
    const auto walk = lessonWalk(QStringLiteral("07-snapback-not-read.sgf"));
    const auto lesson = lessonSource(QStringLiteral("07-snapback-not-read.sgf"));
    QVERIFY(walk && lesson);
    const HandoutWriter writer(walk, lesson->title, lesson->comment, lessonOptions(), lesson);
    QVERIFY(writer.isLessonHandout());
    const QList<LessonDiagram>& diagrams = writer.lessonDiagrams();
    // The position, White passes, If Black plays E9, If White fills E9 first.
    QCOMPARE(diagrams.size(), 4);
    QCOMPARE(diagrams[0].kind, LessonDiagram::Kind::Position);
    QVERIFY(diagrams[0].heading.contains(QLatin1String("White to play")));
    QCOMPARE(diagrams[0].text, lesson->comment);
    QVERIFY(diagrams[0].scene.moveNumbers.empty());

    // White passes: no number for a line of passes alone; its triangle on E9.
    QVERIFY(diagrams[1].heading.contains(QLatin1String("White passes")));
    QVERIFY(diagrams[1].scene.moveNumbers.empty());
    QVERIFY(diagrams[1].notes.isEmpty());
    QVERIFY(hasShape(diagrams[1].scene, at("E9", 9), MarkShape::Triangle));

    // The snapback: 1 E9, 2 F9, and 3 retaken on 1's point.
    const LessonDiagram& snapback = diagrams[2];
    QCOMPARE(snapback.kind, LessonDiagram::Kind::Line);
    QVERIFY(snapback.heading.startsWith(QLatin1String("Diagram 3: If Black plays E9")));
    const std::vector<std::pair<Point, int>> numbers{{at("E9", 9), 1}, {at("F9", 9), 2}};
    QCOMPARE(snapback.scene.moveNumbers, numbers);
    QCOMPARE(snapback.scene.board.at(at("F9", 9)), Color::White); // 2 stays drawn, as books do
    QCOMPARE(snapback.notes, QStringLiteral("3 at 1, faded stones are dead at the end"));
    QVERIFY(snapback.text.startsWith(QLatin1String("1: Black throws a stone in at E9.")));
    QVERIFY(snapback.text.contains(QLatin1String("\n2: White takes the stone with F9")));
    QVERIFY(snapback.text.contains(QLatin1String("\n3: ...but Black plays E9 again")));
    // The last node's TB: White's stones left on the top edge are dead; the numbered stones keep
    // their numbers, unmarked.
    QVERIFY(snapback.scene.isDead(at("B9", 9)));
    QCOMPARE(snapback.scene.mark(at("B9", 9)), PointMark::BlackTerritory);
    QVERIFY(!snapback.scene.isDead(at("E9", 9)));
    QVERIFY(snapback.scene.shapes.empty()); // the TR on E9 at move 2 is 1's point: the number shows

    // Four diagrams, three a page: two pages, the numbers drawn on the board's stones.
    QCOMPARE(writer.pageCount(), 2);
    QCOMPARE(writer.diagramCount(), 4);
    LessonDiagram plain = snapback;
    plain.scene.moveNumbers.clear();
    const auto boardOf = [](const LessonDiagram& diagram) {
        QImage image(400, 300, QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        BoardPainter(ThemeRenderer::shared()).paint(painter, diagram.scene, QRectF(0, 0, 400, 300));
        painter.end();
        return image;
    };
    QVERIFY(boardOf(plain) != boardOf(snapback));
    keepPage(writer, 0, QStringLiteral("snapback-page1"));
    keepPage(writer, 1, QStringLiteral("snapback-page2"));
}

// A lesson line with a move that names no point of the board: the line's heading says it is not
// played (not "passes"), and its diagram stops before it, saying so under the board.
void TestHandout::lessonMoveOffTheBoardIsNoPass()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("off-board.sgf"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    const QByteArray sgf = "(;GM[1]FF[4]SZ[9]AB[ab][bb][cb][ca]AW[ac][bc][cc][dc][db][da]C[The position]"
                           "(;B[]C[A pass.])(;B[ee];W[zz]C[Off the board.])(;W[zz]C[Off at once.]))";
    file.write(sgf);
    file.close();
    const std::optional<LessonSource> read = LessonHandout::read(path);
    QVERIFY(read);
    const auto lesson = std::make_shared<const LessonSource>(*read);
    const GameRecord record = GameRecord::read(parseSgf(sgf.toStdString()).games.front());
    const auto walk = std::make_shared<const TraceWalk>(TraceWalk::build(record.position(), record.position().rules));
    const HandoutWriter writer(walk, lesson->title, lesson->comment, lessonOptions(), lesson);
    const QList<LessonDiagram>& diagrams = writer.lessonDiagrams();
    const auto headed = [&](const QString& words) {
        return std::ranges::find_if(diagrams, [&](const LessonDiagram& d) { return d.heading.contains(words); });
    };
    // The line's first move is played, the second is not: the diagram stops before it.
    const auto second = headed(QStringLiteral("Black plays E5"));
    QVERIFY(second != diagrams.end());
    QVERIFY2(second->notes.contains(QStringLiteral("Move 2 cannot be played")), qPrintable(second->notes));
    QCOMPARE(second->scene.moveNumbers, (std::vector<std::pair<Point, int>>{{at("E5", 9), 1}}));
    // A line that starts with it: named as not played, no number drawn.
    const auto first = headed(QStringLiteral("White plays off the board (not played)"));
    QVERIFY(first != diagrams.end());
    QVERIFY2(first->notes.contains(QStringLiteral("Move 1 cannot be played")), qPrintable(first->notes));
    QVERIFY(first->scene.moveNumbers.empty());
    QVERIFY(headed(QStringLiteral("Black passes")) != diagrams.end());
    QVERIFY(std::ranges::none_of(diagrams, [](const LessonDiagram& d) { return d.heading.contains(QLatin1String("White passes")); }));
}

// The hanezeki: White's 2 goes back on B13, where 1 took her stone: drawn there with its number.
void TestHandout::moveInPlaceOfACapturedStone()
{
    const auto walk = lessonWalk(QStringLiteral("19-hanezeki.sgf"));
    const auto lesson = lessonSource(QStringLiteral("19-hanezeki.sgf"));
    QVERIFY(walk && lesson);
    const HandoutWriter writer(walk, lesson->title, lesson->comment, lessonOptions(), lesson);
    const QList<LessonDiagram>& diagrams = writer.lessonDiagrams();
    QCOMPARE(diagrams.size(), 6); // the position, nobody plays, and four lines
    const LessonDiagram& capture = diagrams[2];
    QVERIFY(capture.heading.contains(QLatin1String("If Black captures at D13")));
    const std::vector<std::pair<Point, int>> numbers{
        {at("D13", 13), 1}, {at("B13", 13), 2}, {at("F13", 13), 3}, {at("H13", 13), 4}};
    QCOMPARE(capture.scene.moveNumbers, numbers);
    QCOMPARE(capture.notes, QStringLiteral("faded stones are dead at the end"));
    // The end's TW: Black's whole group is dead, its numbered stones 1 and 3 too, which keep
    // their numbers; the stones of the position it took stay drawn, not marked.
    for (const char* stone : {"D13", "E13", "F13", "A12", "E12"})
        QVERIFY2(capture.scene.isDead(at(stone, 13)), stone);
    QVERIFY(capture.scene.numbersOnDeadStones);
    QVERIFY(!capture.scene.isDead(at("A13", 13)));
    // Every diagram of the lesson shares one region: the top side, all 13 columns.
    for (const LessonDiagram& diagram : diagrams)
        QCOMPARE(diagram.region, diagrams[0].region);
    // (White's and Black's walls run down the whole board: the whole board it is.)
    QCOMPARE(diagrams[0].region, QRect(0, 0, 13, 13));
    QCOMPARE(writer.pageCount(), 2);
    keepPage(writer, 0, QStringLiteral("hanezeki-page1"));
    keepPage(writer, 1, QStringLiteral("hanezeki-page2"));
}

// Seki or not?: the problem page asks about the groups marked with squares, the answer page marks
// each alive, dead or in seki and says why; without answers, the problem alone.
void TestHandout::exerciseProblemAndAnswer()
{
    const auto walk = lessonWalk(QStringLiteral("e01-seki-or-not-corner.sgf"));
    const auto lesson = lessonSource(QStringLiteral("e01-seki-or-not-corner.sgf"));
    QVERIFY(walk && lesson);
    const HandoutWriter writer(walk, lesson->title, QString(), lessonOptions(), lesson);
    const QList<LessonDiagram>& diagrams = writer.lessonDiagrams();
    QCOMPARE(diagrams.size(), 2); // the question is at the root: no lesson diagram before it
    const LessonDiagram& problem = diagrams[0];
    const LessonDiagram& answer = diagrams[1];
    QCOMPARE(problem.kind, LessonDiagram::Kind::Problem);
    QCOMPARE(answer.kind, LessonDiagram::Kind::Answer);
    QVERIFY(problem.heading.contains(QLatin1String("Problem 1")));
    QVERIFY(problem.text.startsWith(QLatin1String("Seki or not?")));
    QVERIFY(problem.text.contains(QLatin1String("marked with a square")));
    // The problem: a square on each group asked about, nothing that gives the answer away.
    for (const char* stone : {"B9", "A8", "C9", "F9", "A5"})
        QVERIFY2(hasShape(problem.scene, at(stone, 9), MarkShape::Square), stone);
    QVERIFY(std::none_of(problem.scene.shapes.begin(), problem.scene.shapes.end(),
                         [](const PointShape& s) { return s.shape != MarkShape::Square; }));
    // The answer: the seki groups a triangle, the live ones a circle, and a sentence each.
    for (const char* stone : {"B9", "A8", "C9"})
        QVERIFY2(hasShape(answer.scene, at(stone, 9), MarkShape::Triangle), stone);
    QVERIFY(hasShape(answer.scene, at("F9", 9), MarkShape::Circle));
    QVERIFY(hasShape(answer.scene, at("A5", 9), MarkShape::Circle));
    QCOMPARE(answer.text.count(QLatin1Char('\n')), 4); // five groups, one line each
    QVERIFY(answer.text.contains(QLatin1String("White's group at C9 is in seki: it has one eye, D9, and shares B8")));
    QVERIFY(answer.text.contains(QLatin1String("is alive")));
    QVERIFY(answer.notes.contains(QLatin1String("triangle: in seki")));
    QCOMPARE(answer.region, problem.region);
    // A page for the problem (with room to write), one for the answer.
    QCOMPARE(writer.pageCount(), 2);
    const QImage problemPage = pageImage(writer, 0);
    const QImage answerPage = pageImage(writer, 1);
    QVERIFY(problemPage != answerPage);
    QVERIFY(countPixels(problemPage, [](QColor c) { return c.lightness() < 40; }) > 2000);
    // The answer alone on its page uses the page as the problem does: its board as large (about
    // as much ink as the problem's board), the words under it well down the page.
    const auto ink = [](QColor c) { return c.lightness() < 40; };
    QVERIFY2(countPixels(answerPage, ink) >= 0.8 * countPixels(problemPage, ink),
             qPrintable(QStringLiteral("%1 / %2").arg(countPixels(answerPage, ink)).arg(countPixels(problemPage, ink))));
    QVERIFY2(lowestInk(answerPage) > 0.55 * answerPage.height(), qPrintable(QString::number(lowestInk(answerPage))));
    keepPage(writer, 0, QStringLiteral("e01-problem"));
    keepPage(writer, 1, QStringLiteral("e01-answer"));

    // Without answers: the problem alone.
    const HandoutWriter sheet(walk, lesson->title, QString(), lessonOptions(false), lesson);
    QCOMPARE(sheet.lessonDiagrams().size(), 1);
    QCOMPARE(sheet.pageCount(), 1);

    // Count it: the whole board (every point counts); the answer marks the territory and gives
    // the result.
    const auto count = lessonSource(QStringLiteral("e05-count-corner-seki.sgf"));
    QVERIFY(count);
    const QList<LessonDiagram> counted = LessonHandout::diagrams(*count, lessonOptions());
    QCOMPARE(counted.size(), 2);
    QCOMPARE(counted[0].region, QRect(0, 0, 9, 9));
    QVERIFY(counted[0].text.contains(QLatin1String("Count the position under Japanese rules, komi 0")));
    QCOMPARE(counted[1].scene.mark(at("J9", 9)), PointMark::BlackTerritory);
    QCOMPARE(counted[1].scene.mark(at("A1", 9)), PointMark::WhiteTerritory);
    QCOMPARE(counted[1].scene.mark(at("A9", 9)), PointMark::None); // the seki's eye is no one's
    QVERIFY(counted[1].text.contains(QLatin1String("W+3")));
    // And both sides' totals, each as its parts add up, the difference the result: a student
    // checks their own count against them.
    const QRegularExpression side(QStringLiteral(
        "(Black|White): territory (\\d+) \\+ prisoners (\\d+)(?: \\+ komi ([0-9.-]+))? = ([0-9.-]+)"));
    QHash<QString, double> totals;
    for (const QRegularExpressionMatch& match : side.globalMatch(counted[1].text)) {
        const double parts = match.captured(2).toDouble() + match.captured(3).toDouble() + match.captured(4).toDouble();
        QCOMPARE(parts, match.captured(5).toDouble());
        totals.insert(match.captured(1), match.captured(5).toDouble());
    }
    QVERIFY2(totals.size() == 2, qPrintable(counted[1].text));
    QCOMPARE(totals.value(QStringLiteral("White")) - totals.value(QStringLiteral("Black")), 3.0);
    keepPage(HandoutWriter(nullptr, count->title, QString(), lessonOptions(), count), 1, QStringLiteral("e05-answer"));
    // Under area rules the stones on the board count instead of the prisoners.
    LessonSource area = *count;
    area.rules = Rules::Chinese;
    const QString areaAnswer = LessonHandout::diagrams(area, lessonOptions()).last().text;
    QVERIFY2(areaAnswer.count(QLatin1String(" + stones ")) == 2 && !areaAnswer.contains(QLatin1String("prisoners")),
             qPrintable(areaAnswer));
}

// Your move: the problem is the board the student finds (Black's capture at D13 made, White to
// play); the answer plays the right line out, numbered from the problem's position.
void TestHandout::yourMoveAnswerPlaysTheLine()
{
    const auto lesson = lessonSource(QStringLiteral("e08-your-move-hanezeki.sgf"));
    QVERIFY(lesson);
    const QList<LessonDiagram> diagrams = LessonHandout::diagrams(*lesson, lessonOptions());
    // The lesson's position (the question comes after Black's capture), the problem, the answer.
    QCOMPARE(diagrams.size(), 3);
    QCOMPARE(diagrams[0].kind, LessonDiagram::Kind::Position);
    const LessonDiagram& problem = diagrams[1];
    QCOMPARE(problem.kind, LessonDiagram::Kind::Problem);
    QCOMPARE(problem.scene.board.at(at("D13", 13)), Color::Black);
    QCOMPARE(problem.scene.board.at(at("B13", 13)), Color::Empty); // taken by Black's capture
    QCOMPARE(problem.scene.lastMove, std::optional<Point>(at("D13", 13)));
    // The question says who plays: the page says it once.
    QCOMPARE(problem.text.count(QLatin1String("White to play")), 1);
    const LessonDiagram& answer = diagrams[2];
    QCOMPARE(answer.kind, LessonDiagram::Kind::Answer);
    const std::vector<std::pair<Point, int>> numbers{{at("B13", 13), 1}, {at("F13", 13), 2}, {at("H13", 13), 3}};
    QCOMPARE(answer.scene.moveNumbers, numbers);
    QVERIFY(answer.text.startsWith(QLatin1String("1: White places a stone on B13")));
    // Its region holds every group the answer's moves touch.
    const Board& board = problem.scene.board;
    std::vector<Point> touched;
    for (const auto& [point, number] : numbers)
        touched.push_back(point);
    for (const Point p : groupsAt(board, touched))
        QVERIFY(problem.region.contains(QPoint(p.x, p.y)));
    // The corner seki's Your move: White's A9 takes three stones; the group that takes them (C9 to
    // E8, with its eye D9) is in the crop whole, with a line to spare.
    const auto corner = lessonSource(QStringLiteral("e07-your-move-corner-seki.sgf"));
    QVERIFY(corner);
    const QList<LessonDiagram> cornerDiagrams = LessonHandout::diagrams(*corner, lessonOptions());
    const auto cornerProblem = std::find_if(cornerDiagrams.begin(), cornerDiagrams.end(), [](const LessonDiagram& d) {
        return d.kind == LessonDiagram::Kind::Problem;
    });
    QVERIFY(cornerProblem != cornerDiagrams.end());
    for (const Point p : groupsAt(cornerProblem->scene.board, {at("C9", 9)}))
        QVERIFY(cornerProblem->region.contains(QPoint(p.x, p.y)) && cornerProblem->region.right() > p.x);
    keepPage(HandoutWriter(nullptr, lesson->title, QString(), lessonOptions(), lesson), 1,
             QStringLiteral("e08-problem"));
    keepPage(HandoutWriter(nullptr, lesson->title, QString(), lessonOptions(), lesson), 2,
             QStringLiteral("e08-answer"));
}

// A Your move problem says who plays once, in every language: the teacher's question says it
// (e07, e08, e09, e10 do), or the page adds it when the question does not.
void TestHandout::yourMoveSaysWhoPlaysOnce()
{
    const QStringList names = QDir(QStringLiteral(SEKI_RESOURCES_DIR "/lessons"))
                                  .entryList({QStringLiteral("e*.sgf")}, QDir::Files, QDir::Name);
    // How each language says it, and how often the phrase appears on the page.
    const QList<std::pair<QString, QRegularExpression>> languages{
        {QStringLiteral("en"), QRegularExpression(QStringLiteral("(Black|White) to play"))},
        {QStringLiteral("de"), QRegularExpression(QStringLiteral("(Schwarz|Weiß) (ist )?am Zug"))},
        {QStringLiteral("ja"), QRegularExpression(QStringLiteral("[黒白]番"))}};
    int problems = 0;
    for (const auto& [code, phrase] : languages) {
        QVERIFY(AppLanguage::setLanguage(code));
        for (const QString& name : names) {
            const auto lesson = lessonSource(name);
            QVERIFY2(lesson, qPrintable(name));
            for (const LessonDiagram& diagram : LessonHandout::diagrams(*lesson, lessonOptions(false))) {
                if (diagram.kind != LessonDiagram::Kind::Problem || !name.contains(QLatin1String("your-move")))
                    continue;
                ++problems;
                QVERIFY2(diagram.text.count(phrase) == 1, qPrintable(code + QLatin1Char(' ') + diagram.text));
            }
        }
    }
    QVERIFY(AppLanguage::setLanguage(QStringLiteral("en")));
    QVERIFY(problems >= 12);
    // A teacher's question that does not say it: the page adds it.
    auto lesson = lessonSource(QStringLiteral("e08-your-move-hanezeki.sgf"));
    QVERIFY(lesson);
    LessonSource quiet = *lesson;
    const int exercise = LessonHandout::exercises(quiet).front();
    bool replaced = false;
    for (LessonNodeText& node : quiet.nodes)
        if (node.node == exercise) {
            node.text = QStringLiteral("How does White win the race?");
            replaced = true;
        }
    if (!replaced)
        quiet.nodes.append(LessonNodeText{exercise, QString(), QStringLiteral("How does White win the race?")});
    for (const LessonDiagram& diagram : LessonHandout::diagrams(quiet, lessonOptions(false)))
        if (diagram.kind == LessonDiagram::Kind::Problem)
            QCOMPARE(diagram.text, QStringLiteral("How does White win the race?\nWhite to play."));
    QVERIFY(LessonHandout::saysWhoPlays(QStringLiteral("Black has played. WHITE TO PLAY: punish it."), Color::White));
    QVERIFY(!LessonHandout::saysWhoPlays(QStringLiteral("Black to play."), Color::White));
}

// The problem's crop holds every stone of every group asked about, for each bundled exercise.
void TestHandout::exerciseCropKeepsTheGroupsAsked()
{
    const QStringList names = QDir(QStringLiteral(SEKI_RESOURCES_DIR "/lessons"))
                                  .entryList({QStringLiteral("e*.sgf")}, QDir::Files, QDir::Name);
    QVERIFY(names.size() >= 10);
    for (const QString& name : names) {
        const auto lesson = lessonSource(name);
        QVERIFY2(lesson, qPrintable(name));
        const QList<LessonDiagram> diagrams = LessonHandout::diagrams(*lesson, lessonOptions());
        int problems = 0;
        for (const LessonDiagram& diagram : diagrams) {
            if (diagram.kind != LessonDiagram::Kind::Problem)
                continue;
            ++problems;
            const Board& board = diagram.scene.board;
            std::vector<Point> asked;
            for (const PointShape& shape : diagram.scene.shapes)
                asked.push_back(shape.point);
            for (const Point p : groupsAt(board, asked))
                QVERIFY2(diagram.region.contains(QPoint(p.x, p.y)), qPrintable(name));
        }
        QCOMPARE(problems, LessonHandout::exercises(*lesson).size());
    }
}

// Export Handout writes a lesson's handout on the locale's paper: Letter in the United States,
// A4 in Germany and Japan.
void TestHandout::lessonPaperFollowsTheLocale()
{
    const auto walk = lessonWalk(QStringLiteral("07-snapback-not-read.sgf"));
    const auto lesson = lessonSource(QStringLiteral("07-snapback-not-read.sgf"));
    QVERIFY(walk && lesson);
    const HandoutWriter writer(walk, lesson->title, QString(), lessonOptions(), lesson);
    QTemporaryDir dir;
    const QLocale before;
    for (const auto& [locale, box] : {std::pair{QLocale(QLocale::English, QLocale::UnitedStates), QSize(612, 792)},
                                      std::pair{QLocale(QLocale::German, QLocale::Germany), QSize(595, 842)},
                                      std::pair{QLocale(QLocale::Japanese, QLocale::Japan), QSize(595, 842)}}) {
        QLocale::setDefault(locale);
        const QString path = dir.filePath(locale.name() + QStringLiteral(".pdf"));
        QString error;
        QVERIFY2(writer.writePdf(path, error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray pdf = file.readAll();
        QCOMPARE(pdfPageCount(pdf), writer.pageCount());
        // Every page on that paper, in points: Letter 612 x 792, A4 595 x 842.
        const QRegularExpression media(QStringLiteral("/MediaBox \\[0 0 ([0-9.]+) ([0-9.]+)\\]"));
        int pages = 0;
        for (const QRegularExpressionMatch& match : media.globalMatch(QString::fromLatin1(pdf))) {
            ++pages;
            QCOMPARE(qRound(match.captured(1).toDouble()), box.width());
            QCOMPARE(qRound(match.captured(2).toDouble()), box.height());
        }
        QVERIFY2(pages >= 1, qPrintable(locale.name()));
    }
    QLocale::setDefault(before);
    // And the margins: at least 12 mm on every side of both papers.
    for (const QLocale& locale : {QLocale(QLocale::English, QLocale::UnitedStates), QLocale(QLocale::German)}) {
        const QMarginsF margins = HandoutWriter::pageLayout(locale).margins(QPageLayout::Millimeter);
        QVERIFY(margins.left() >= 12 && margins.top() >= 12 && margins.right() >= 12 && margins.bottom() >= 12);
    }
}

// Every bundled lesson and exercise makes a handout: its lines play by the rules of play to their
// ends (no "cannot be played", no stones set up in a line), every page paints, and every exercise
// has its problem and its answer. SEKI_HANDOUT_PDF_DIR keeps each one's PDF for a look.
void TestHandout::everyBundledLessonMakesAHandout()
{
    const QStringList names = QDir(QStringLiteral(":/lessons")).entryList({QStringLiteral("*.sgf")}, QDir::Files);
    QVERIFY(names.size() >= 30);
    const QByteArray folder = qgetenv("SEKI_HANDOUT_PDF_DIR");
    int numbered = 0;
    int retaken = 0;
    for (const QString& name : names) {
        const auto lesson = lessonSource(name);
        QVERIFY2(lesson, qPrintable(name));
        const HandoutWriter writer(nullptr, lesson->title, QString(), lessonOptions(), lesson);
        const QList<LessonDiagram>& diagrams = writer.lessonDiagrams();
        QVERIFY2(!diagrams.isEmpty(), qPrintable(name));
        int problems = 0;
        int answers = 0;
        for (const LessonDiagram& diagram : diagrams) {
            QVERIFY2(!diagram.notes.contains(QLatin1String("cannot be played"))
                         && !diagram.notes.contains(QLatin1String("sets stones up")),
                     qPrintable(name + QStringLiteral(": ") + diagram.notes));
            QVERIFY2(!diagram.heading.isEmpty(), qPrintable(name));
            QVERIFY2(diagram.region.width() >= 5 && diagram.region.height() >= 5, qPrintable(name));
            problems += diagram.kind == LessonDiagram::Kind::Problem ? 1 : 0;
            answers += diagram.kind == LessonDiagram::Kind::Answer ? 1 : 0;
            numbered += diagram.scene.moveNumbers.empty() ? 0 : 1;
            retaken += diagram.notes.contains(QLatin1String(" at ")) ? 1 : 0;
        }
        const int exercises = int(LessonHandout::exercises(*lesson).size());
        QCOMPARE(problems, exercises);
        QVERIFY2(answers >= exercises, qPrintable(name));
        for (int page = 0; page < writer.pageCount(); ++page)
            QVERIFY(countPixels(pageImage(writer, page), [](QColor c) { return c.lightness() < 40; }) > 500);
        if (!folder.isEmpty()) {
            QString error;
            QVERIFY2(writer.writePdf(QString::fromLocal8Bit(folder) + QLatin1Char('/') + name + QStringLiteral(".pdf"),
                                     error),
                     qPrintable(error));
        }
    }
    // The lessons play out lines (the snapback's, the hanezeki's, the kos'), one with a retake.
    QVERIFY(numbered >= 12);
    QVERIFY(retaken >= 1);
}

// In Japanese the handout is the lesson's Japanese text, with the diagrams' words in Japanese.
void TestHandout::handoutInJapanese()
{
    QVERIFY(AppLanguage::setLanguage(QStringLiteral("ja")));
    const auto lesson = lessonSource(QStringLiteral("07-snapback-not-read.sgf"));
    QVERIFY(lesson);
    const HandoutWriter writer(nullptr, lesson->title, QString(), lessonOptions(), lesson);
    QVERIFY(AppLanguage::setLanguage(QStringLiteral("en")));
    const QList<LessonDiagram>& diagrams = writer.lessonDiagrams();
    QCOMPARE(diagrams.size(), 4);
    QVERIFY2(diagrams[2].heading.startsWith(QStringLiteral("3 図：")), qPrintable(diagrams[2].heading));
    QVERIFY2(diagrams[2].notes.startsWith(QStringLiteral("3 は 1 の位置")), qPrintable(diagrams[2].notes));
    QVERIFY(diagrams[0].text != QString::fromUtf8(lesson->tree.root().text("C").value_or("").c_str()));
    keepPage(writer, 0, QStringLiteral("snapback-ja"));
}

namespace {

// The bundled lessons of `shelf` that pose exercises, as the handout reads them.
QList<LessonSource> shelfExercises(const QString& shelf, int& exercises)
{
    QList<LessonSource> lessons;
    exercises = 0;
    for (const Lesson& lesson : LessonLibrary::load())
        if (lesson.shelf == shelf && !lesson.exercises.isEmpty())
            if (const std::optional<LessonSource> source = LessonHandout::read(lesson.path)) {
                exercises += int(LessonHandout::exercises(*source).size());
                lessons.append(*source);
            }
    return lessons;
}

} // namespace

// A sheet of a shelf's problems: every exercise numbered in order on a grid of six a page, the
// answers at the back from a new page under the same numbers, on the locale's paper.
void TestHandout::problemSheetOfAShelf()
{
    int exercises = 0;
    const QList<LessonSource> lessons = shelfExercises(QStringLiteral("go"), exercises);
    QVERIFY(exercises >= 6);
    const HandoutWriter sheet(QStringLiteral("Problems: Seki in Go"), lessons, HandoutOptions{});
    QVERIFY(sheet.isProblemSheet());
    int problems = 0;
    int answers = 0;
    int answered = -1;
    for (const LessonDiagram& diagram : sheet.lessonDiagrams()) {
        if (diagram.kind == LessonDiagram::Kind::Problem) {
            QCOMPARE(answers, 0); // no answer among the problems
            ++problems;
            QCOMPARE(diagram.heading, QStringLiteral("Problem %1").arg(problems));
            QCOMPARE(diagram.exercise, problems - 1);
            QVERIFY(!diagram.text.isEmpty());
            continue;
        }
        QCOMPARE(diagram.kind, LessonDiagram::Kind::Answer);
        ++answers;
        if (diagram.exercise != answered) {
            QCOMPARE(diagram.exercise, answered + 1); // every problem answered, in order
            answered = diagram.exercise;
            QCOMPARE(diagram.heading, QStringLiteral("Answer %1").arg(answered + 1));
        } else {
            QVERIFY2(diagram.heading.startsWith(QStringLiteral("%1: Not this").arg(answered + 1)),
                     qPrintable(diagram.heading));
        }
    }
    QCOMPARE(problems, exercises);
    QCOMPARE(answered, exercises - 1);
    const int perPage = HandoutWriter::SheetColumns * HandoutWriter::SheetRows;
    const int problemPages = (problems + perPage - 1) / perPage;
    QCOMPARE(sheet.pageCount(), problemPages + (answers + perPage - 1) / perPage);
    QVERIFY(sheet.pageCount() <= 4); // a few sheets, not a page a problem
    for (int page = 0; page < sheet.pageCount(); ++page)
        QVERIFY(countPixels(pageImage(sheet, page), [](QColor c) { return c.lightness() < 40; }) > 5000);
    // A4, or Letter where the locale prints on it, as every handout.
    QTemporaryDir dir;
    const QLocale before;
    for (const auto& [locale, box] : {std::pair{QLocale(QLocale::English, QLocale::UnitedStates), QSize(612, 792)},
                                      std::pair{QLocale(QLocale::German, QLocale::Germany), QSize(595, 842)}}) {
        QLocale::setDefault(locale);
        const QString path = dir.filePath(locale.name() + QStringLiteral(".pdf"));
        QString error;
        QVERIFY2(sheet.writePdf(path, error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray pdf = file.readAll();
        QCOMPARE(pdfPageCount(pdf), sheet.pageCount());
        const QRegularExpression media(QStringLiteral("/MediaBox \\[0 0 ([0-9.]+) ([0-9.]+)\\]"));
        const QRegularExpressionMatch match = media.match(QString::fromLatin1(pdf));
        QVERIFY(match.hasMatch());
        QCOMPARE(qRound(match.captured(1).toDouble()), box.width());
        QCOMPARE(qRound(match.captured(2).toDouble()), box.height());
    }
    QLocale::setDefault(before);
    keepPage(sheet, 0, QStringLiteral("sheet-problems"));
    keepPage(sheet, problemPages, QStringLiteral("sheet-answers"));
    keepPage(sheet, sheet.pageCount() - 1, QStringLiteral("sheet-answers-last"));

    // In Japanese: the numbers' words and the lessons' texts in Japanese.
    QVERIFY(AppLanguage::setLanguage(QStringLiteral("ja")));
    const QList<LessonSource> japanese = shelfExercises(QStringLiteral("go"), exercises);
    const HandoutWriter sheetJa(QStringLiteral("問題"), japanese, HandoutOptions{});
    QVERIFY(AppLanguage::setLanguage(QStringLiteral("en")));
    QCOMPARE(sheetJa.pageCount(), sheet.pageCount());
    QVERIFY(!sheetJa.lessonDiagrams().first().heading.contains(QLatin1String("Problem")));
    QVERIFY(sheetJa.lessonDiagrams().first().text != sheet.lessonDiagrams().first().text);
    keepPage(sheetJa, 0, QStringLiteral("sheet-problems-ja"));
    keepPage(sheetJa, problemPages, QStringLiteral("sheet-answers-ja"));
}

QTEST_MAIN(TestHandout)
#include "tst_handout.moc"
