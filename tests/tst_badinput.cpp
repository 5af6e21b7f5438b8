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

QTEST_GUILESS_MAIN(TestBadInput)
#include "tst_badinput.moc"
