// Every class of bad input the robustness work tried (tests/data/bad, listed with the message
// the user sees in expected.tsv and RELIABILITY.md): the command line names the file, the line,
// the column and the problem, exits with status 2, and still scores the good file beside it.

#include "testconfig.h"

#include <QtTest>

class TestBadInput : public QObject {
    Q_OBJECT

private slots:
    void badInput_data();
    void badInput();
    void unreadableFile();
    void tooLargeFile();
    void unknownEncodingIsNamed();
};

void TestBadInput::badInput_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    QFile index(QStringLiteral(SEKI_TEST_DATA_DIR "/bad/expected.tsv"));
    QVERIFY(index.open(QIODevice::ReadOnly | QIODevice::Text));
    int rows = 0;
    while (!index.atEnd()) {
        const QString line = QString::fromUtf8(index.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList fields = line.split(u'\t');
        QCOMPARE(fields.size(), 4);
        const QString path = QStringLiteral(SEKI_TEST_DATA_DIR "/bad/") + fields[0];
        QTest::newRow(qPrintable(fields[0])) << path
                                             << path + u':' + fields[1] + u':' + fields[2] + QStringLiteral(": ") + fields[3];
        ++rows;
    }
    QVERIFY(rows >= 20);
}

void TestBadInput::badInput()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    const QString good = QStringLiteral(SEKI_TEST_CASES_DIR "/tenuki-center-two-stones.pos");
    QProcess process;
    process.start(QStringLiteral(SEKI_APP_PATH), {QStringLiteral("--score"), QStringLiteral("--json"), file, good});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 2);
    const QString errors = QString::fromUtf8(process.readAllStandardError()).trimmed();
    QCOMPARE(errors.section(u'\n', 0, 0), expected);
    // The good file is still scored.
    const QString output = QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY(output.contains(QStringLiteral("tenuki-center-two-stones.pos")));
}

void TestBadInput::unreadableFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QProcess process;
    process.start(QStringLiteral(SEKI_APP_PATH), {QStringLiteral("--score"), dir.path()});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 2);
    QVERIFY(QString::fromUtf8(process.readAllStandardError()).startsWith(dir.path() + u':'));
}

// A file over the cap is refused before it is read, with its size and the limit named.
void TestBadInput::tooLargeFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("huge.sgf"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(qint64(65) << 20));  // sparse: costs no disk
    file.close();
    QProcess process;
    process.start(QStringLiteral(SEKI_APP_PATH), {QStringLiteral("--score"), path});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 2);
    QCOMPARE(QString::fromUtf8(process.readAllStandardError()).trimmed(),
             path + QStringLiteral(": the file is 65.0 MiB; game files are read up to 64 MiB"));
}

// Text in an encoding the platform cannot convert is still scored, and the user is told which.
void TestBadInput::unknownEncodingIsNamed()
{
    const QString path = QStringLiteral(SEKI_TEST_DATA_DIR "/bad/unknown-encoding.sgf");
    QProcess process;
    process.start(QStringLiteral(SEKI_APP_PATH), {QStringLiteral("--score"), path});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 0);
    const QString warning = QString::fromUtf8(process.readAllStandardError()).trimmed();
    QVERIFY2(warning.startsWith(path + QStringLiteral(": warning: ")), qPrintable(warning));
    QVERIFY2(warning.contains(QStringLiteral("KLINGON-8")), qPrintable(warning));
}

QTEST_GUILESS_MAIN(TestBadInput)
#include "tst_badinput.moc"
