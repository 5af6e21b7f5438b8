// Handouts a teacher hands out (HandoutWriter): a diagram only where the board changes, the part
// of the board that matters (found around what the scorer touches, or a corner the teacher picks),
// paper colours by default, a problem page and an answer page.

#include "teaching/handoutdialog.h"
#include "teaching/handoutwriter.h"
#include "review/tracewalk.h"

#include "sgf/gamerecord.h"
#include "sgf/sgfparser.h"

#include "testconfig.h"

#include <QApplication>
#include <QFile>
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

QImage pageImage(const HandoutWriter& writer, int page)
{
    QImage image(595, 842, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    writer.paintPage(painter, QRectF(20, 20, 555, 802), page);
    painter.end();
    return image;
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
    }
}

QTEST_MAIN(TestHandout)
#include "tst_handout.moc"
