// Every class of bad input the robustness work tried (tests/data/bad, listed with the message
// the user sees in expected.tsv and RELIABILITY.md): the command line names the file, the line,
// the column and the problem, exits with status 2, and still scores the good file beside it.

#include "testconfig.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

class TestBadInput : public QObject {
    Q_OBJECT

private slots:
    void badInput_data();
    void badInput();
    void unreadableFile();
    void tooLargeFile();
    void unknownEncodingIsNamed();
    void fifoIsRefusedAtOnce();
    void nameThatIsNotUtf8();
    void everyGameOfACollection();
    void textAfterTheGameIsAWarning();
    void extremeKomiInResultForm();
    void longValueQuotedShort();
    void warningsAreCutAndEscaped();
};

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run runScore(const QStringList& arguments)
{
    QProcess process;
    process.start(QStringLiteral(SEKI_APP_PATH), QStringList{QStringLiteral("--score")} + arguments);
    Run run;
    if (!process.waitForFinished(30000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError()).trimmed();
    return run;
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

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
        QTest::newRow(qPrintable(fields[0]))
            << path << path + u':' + fields[1] + u':' + fields[2] + QStringLiteral(": ") + fields[3];
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
    QVERIFY(file.resize(qint64(65) << 20)); // sparse: costs no disk
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

// A FIFO with no writer would block open() and read() forever: refused before either waits.
void TestBadInput::fifoIsRefusedAtOnce()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fifo = dir.filePath(QStringLiteral("pipe.sgf"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    const QString good = QStringLiteral(SEKI_TEST_CASES_DIR "/tenuki-center-two-stones.pos");
    const Run run = runScore({fifo, good});
    QCOMPARE(run.exitCode, 2); // -1 when it hung until the 30 s timeout
    QVERIFY2(run.err.startsWith(fifo + QStringLiteral(": cannot read: it is not a regular file")), qPrintable(run.err));
    QVERIFY(run.out.contains(QStringLiteral("tenuki-center-two-stones.pos")));
}

// A Latin-1 file name from an old archive: opened by its bytes, not by a lossy UTF-8 reading.
void TestBadInput::nameThatIsNotUtf8()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray name = QFile::encodeName(dir.path()) + "/partie-\xe9t\xe9.sgf";
    const int fd = ::open(name.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    QVERIFY(fd >= 0);
    const QByteArray game = "(;SZ[5];B[cc])";
    QCOMPARE(::write(fd, game.constData(), size_t(game.size())), ssize_t(game.size()));
    ::close(fd);
    QProcess process;
    // QProcess would re-encode a QString argument: hand the raw bytes through a shell.
    process.start(QStringLiteral("/bin/sh"),
                  {QStringLiteral("-c"),
                   QStringLiteral("\"$0\" --score --json \"$1\"/partie-$(printf '\\351t\\351').sgf"),
                   QStringLiteral(SEKI_APP_PATH), dir.path()});
    QVERIFY(process.waitForFinished(30000));
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QCOMPARE(process.exitCode(), 0);
    QVERIFY2(err.isEmpty(), qPrintable(err));
    QVERIFY(QString::fromUtf8(process.readAllStandardOutput()).contains(QStringLiteral("\"result\"")));
}

// Each game of a collection is scored, named FILE, FILE#2, ...; a bad game is reported by its name.
void TestBadInput::everyGameOfACollection()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("three.sgf"));
    writeFile(path, "(;SZ[5]KM[0.5];B[cc])\n(;SZ[5]KM[0.5];W[cc])\n(;SZ[5];B[zz])\n");
    const Run run = runScore({QStringLiteral("--json"), path});
    QCOMPARE(run.exitCode, 2);
    const QStringList lines = run.out.trimmed().split(u'\n');
    QCOMPARE(lines.size(), 2);
    const QJsonObject first = QJsonDocument::fromJson(lines[0].toUtf8()).object();
    const QJsonObject second = QJsonDocument::fromJson(lines[1].toUtf8()).object();
    QCOMPARE(first.value(QStringLiteral("file")).toString(), path);
    QCOMPARE(second.value(QStringLiteral("file")).toString(), path + QStringLiteral("#2"));
    QCOMPARE(first.value(QStringLiteral("result")).toString(), QStringLiteral("B+23.5"));
    QCOMPARE(second.value(QStringLiteral("result")).toString(), QStringLiteral("W+24.5"));
    QCOMPARE(run.err, path + QStringLiteral("#3:3:10: move 1: B[zz] is off the 5x5 board"));
}

void TestBadInput::textAfterTheGameIsAWarning()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("notice.sgf"));
    writeFile(path, "(;SZ[5];B[cc])\r\n(c) 2003 (all rights reserved)\r\n");
    const Run run = runScore({path});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, path + QStringLiteral(": warning: 2:1: text after the game ignored"));
}

// Results stay in SGF RE form for any komi a file may hold; a komi larger than the board is
// warned of; absurd komi is refused by name.
void TestBadInput::extremeKomiInResultForm()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString large = dir.filePath(QStringLiteral("large.sgf"));
    writeFile(large, "(;SZ[5]KM[9876.25];B[cc])");
    const QString tiny = dir.filePath(QStringLiteral("tiny.sgf"));
    writeFile(tiny, "(;SZ[5]KM[0.0000001];W[cc])");
    const QString absurd = dir.filePath(QStringLiteral("absurd.sgf"));
    writeFile(absurd, "(;SZ[5]KM[123456789.12];B[cc])");
    const Run run = runScore({QStringLiteral("--json"), large, tiny, absurd});
    QCOMPARE(run.exitCode, 2);
    const QStringList lines = run.out.trimmed().split(u'\n');
    QCOMPARE(lines.size(), 2);
    QCOMPARE(QJsonDocument::fromJson(lines[0].toUtf8()).object().value(QStringLiteral("result")).toString(),
             QStringLiteral("W+9852.25"));
    QCOMPARE(QJsonDocument::fromJson(lines[1].toUtf8()).object().value(QStringLiteral("result")).toString(),
             QStringLiteral("W+24.0000001"));
    // A komi larger than the board is counted as written, never as a silent fact: a warning.
    QCOMPARE(run.err, large
                          + QStringLiteral(": warning: KM[9876.25]: a komi larger than the board's 25 points, "
                                           "surely not meant; counted as written\n")
                          + absurd + QStringLiteral(":1:10: KM[123456789.12]: komi is beyond 10000 points either way"));
}

// A megabyte value in an error message would be a megabyte line: at most 80 characters quoted.
void TestBadInput::longValueQuotedShort()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("long.sgf"));
    writeFile(path, "(;SZ[9]AW[" + QByteArray(30000, '(') + "])");
    const Run run = runScore({path});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.err, path + QStringLiteral(":1:10: setup before the first move: AW[") + QString(80, u'(')
                          + QStringLiteral("...] is not a point"));
}

void TestBadInput::warningsAreCutAndEscaped()
{
    // The review's B5 files: a 10 KB result, and one holding a terminal's escape sequences (a new
    // window title, a colour). Warnings quote values as errors do: 80 characters, controls as \xNN.
    for (const char* name : {"b5-warning-echoes-10kb-value.sgf", "b5-control-bytes-in-warning.sgf"}) {
        const QString path = QStringLiteral(SEKI_TEST_DATA_DIR "/findings/") + QLatin1String(name);
        const Run run = runScore({path});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains(QLatin1String("warning: RE[")), qPrintable(run.err));
        for (const QString& line : run.err.split(u'\n'))
            QVERIFY2(line.size() < path.size() + 300, qPrintable(line.left(400)));
        for (const QChar c : run.err)
            QVERIFY2(c.unicode() >= 0x20 || c == u'\n', "a control character reached the terminal");
    }
    const Run control = runScore({QStringLiteral(SEKI_TEST_DATA_DIR "/findings/b5-control-bytes-in-warning.sgf")});
    QVERIFY2(control.err.contains(QLatin1String("RE[\\x1b]0;pwned title\\x07\\x1b[31mred W+R]")), qPrintable(control.err));
}

QTEST_GUILESS_MAIN(TestBadInput)
#include "tst_badinput.moc"
