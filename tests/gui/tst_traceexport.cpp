// The walk-through's teaching exports, parsed back: a stage's board as SVG (QSvgRenderer and
// QXmlStreamReader) and PNG (QImage: the right size, not blank), the handout as a PDF with one
// page per stage.

#include "review/traceexporter.h"
#include "review/tracewalk.h"

#include "sgf/posreader.h"
#include "testconfig.h"
#include "testsupport.h"

#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QSet>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

using namespace seki;
using namespace seki::ui;

namespace {

TraceWalk cornerSekiWalk()
{
    return TraceWalk::build(seki::test::cornerSekiPosition(), Rules::Japanese);
}

TraceWalk caseWalk(const char* name)
{
    QFile file(QStringLiteral(SEKI_TEST_CASES_DIR "/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", name);
    return TraceWalk::build(readPosCase(file.readAll().toStdString()).position, Rules::Japanese);
}

int distinctColours(const QImage& image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

} // namespace

class TestTraceExport : public QObject {
    Q_OBJECT

private slots:
    void svgOfEachStage();
    void pngOfAFrame();
    void pdfHandout_data();
    void pdfHandout();
    void unwritablePath();
};

void TestTraceExport::svgOfEachStage()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const TraceWalk walk = cornerSekiWalk();
    for (int s = 0; s < StageCount; ++s) {
        TraceFrame frame;
        frame.position = walk.stageEnd(Stage(s));
        const QString path = dir.filePath(QStringLiteral("stage-%1.svg").arg(s + 1));
        QString error;
        QVERIFY2(TraceExporter::exportFrame(walk, frame, path, error), qPrintable(error));
        QSvgRenderer renderer(path);
        QVERIFY(renderer.isValid());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        int elements = 0;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement)
                ++elements;
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(elements > 20);
    }
}

void TestTraceExport::pngOfAFrame()
{
    QTemporaryDir dir;
    const TraceWalk walk = caseWalk("tenuki-seki-false-eye.pos");
    // Mid-animation of the first eye count: the frame the main board would show.
    TraceFrame frame;
    frame.position = walk.stageStart(Stage::Eyes) + 1;
    frame.progress = 0.5;
    const QString path = dir.filePath(QStringLiteral("frame.png"));
    QString error;
    QVERIFY2(TraceExporter::exportFrame(walk, frame, path, error), qPrintable(error));
    QImage image;
    QVERIFY(image.load(path, "PNG"));
    QCOMPARE(image.size(), TraceExporter::imageSize(walk));
    QVERIFY(image.width() > 500);
    QVERIFY(distinctColours(image) > 50);
}

void TestTraceExport::pdfHandout_data()
{
    QTest::addColumn<QString>("source");
    QTest::newRow("corner seki 7x6") << QString();
    QTest::newRow("19x19 seki, hundreds of fills") << QStringLiteral("tenuki-seki-marking-none.pos");
}

void TestTraceExport::pdfHandout()
{
    QFETCH(QString, source);
    QTemporaryDir dir;
    const TraceWalk walk = source.isEmpty() ? cornerSekiWalk() : caseWalk(qPrintable(source));
    const QString path = dir.filePath(QStringLiteral("handout.pdf"));
    QString error;
    QVERIFY2(TraceExporter::exportHandout(walk, QStringLiteral("Corner seki"), path, error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray pdf = file.readAll();
    QVERIFY(pdf.startsWith("%PDF"));
    QVERIFY(pdf.trimmed().endsWith("%%EOF"));
    // One page object per stage ("/Type /Pages" is the page tree, not a page).
    const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    int pages = 0;
    QRegularExpressionMatchIterator it = page.globalMatch(QString::fromLatin1(pdf));
    while (it.hasNext()) {
        it.next();
        ++pages;
    }
    QCOMPARE(pages, StageCount);
}

void TestTraceExport::unwritablePath()
{
    const TraceWalk walk = cornerSekiWalk();
    QString error;
    QVERIFY(!TraceExporter::exportFrame(walk, TraceFrame{}, QStringLiteral("/nonexistent/dir/x.png"), error));
    QVERIFY(!error.isEmpty());
    error.clear();
    QVERIFY(!TraceExporter::exportHandout(walk, QString(), QStringLiteral("/nonexistent/dir/x.pdf"), error));
    QVERIFY(!error.isEmpty());
}

QTEST_MAIN(TestTraceExport)
#include "tst_traceexport.moc"
