// The command line contract (docs/MANUAL.md), end to end: the built sekiscope executable run as a
// user or a script would run it. The scoring cases' own expected territory, score and result
// are the reference, read from the same .pos files with the core reader.

#include "board/point.h"
#include "sgf/posreader.h"
#include "testconfig.h"

#include <QtTest>

#include <algorithm>
#include <optional>
#include <vector>

using namespace seki;

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run runApp(const QStringList& arguments)
{
    QProcess process;
    // Headless runs must not need a display: take it away to prove it.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(SEKI_APP_PATH), arguments);
    Run run;
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit)
        return run;
    run.exitCode = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

QList<QJsonObject> jsonLines(const QString& text)
{
    QList<QJsonObject> objects;
    for (const QString& line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(line.toUtf8(), &error);
        if (error.error != QJsonParseError::NoError || !document.isObject())
            qWarning("not a JSON object: %s", qPrintable(line));
        // The report writes its line itself: it must be byte for byte what Qt writes for the
        // same object (key order, escapes, numbers), or a line is left out and the test fails.
        else if (document.toJson(QJsonDocument::Compact) != line.toUtf8())
            qWarning("not as QJsonDocument writes it: %s", qPrintable(line));
        else
            objects << document.object();
    }
    return objects;
}

QString casePath(const char* name)
{
    return QStringLiteral(SEKI_TEST_CASES_DIR "/") + QLatin1String(name);
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void jsonMatchesCase_data();
    void jsonMatchesCase();
    void rulesOption();
    void eyesOption();
    void sgfGame();
    void sgfGame19();
    void textReport();
    void missingFileStillScoresOthers();
    void emptyFileNameIsOurMessageOnly();
    void helpNamesTheProgram();
    void malformedFilesStillScoreOthers_data();
    void malformedFilesStillScoreOthers();
    void jsonEscapesFileName();
    void traceJson();
    void traceText();
    void benchmark();
    void usageErrors_data();
    void usageErrors();
    void deadStonesFromFileOrNone();
    void deadStonesFromEngine();
    void engineThatNeverAnswersIsGivenUp();
    void deadStonesFromSekiScope();

private:
    QTemporaryDir m_scratch;
};

void TestCli::initTestCase()
{
    QVERIFY2(QFileInfo::exists(QStringLiteral(SEKI_APP_PATH)), SEKI_APP_PATH " is not built");
    QVERIFY(m_scratch.isValid());
}

void TestCli::jsonMatchesCase_data()
{
    QTest::addColumn<QString>("path");
    for (const char* name :
         {"tenuki-seki-two-one-eyed-groups.pos", "tenuki-seki-false-eye.pos", "tenuki-area-split-board.pos",
          "tenuki-false-eyes-corner.pos", "tenuki-handicap5-territory-played.pos", "tenuki-empty-board-komi.pos"})
        QTest::newRow(name) << casePath(name);
}

// --json prints the contract's fields; they agree with the case's expectations.
void TestCli::jsonMatchesCase()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const PosCase expected = readPosCase(file.readAll().toStdString());

    const Run run = runApp({QStringLiteral("--score"), QStringLiteral("--json"), path});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    const QList<QJsonObject> lines = jsonLines(run.out);
    QCOMPARE(lines.size(), 1);
    const QJsonObject json = lines.front();

    for (const char* key :
         {"file", "width", "height", "rules", "territory", "black", "white", "komi", "result", "seki", "unresolved"})
        QVERIFY2(json.contains(QLatin1String(key)), key);
    for (const char* key : {"territory", "prisoners", "score"}) {
        QVERIFY2(json[QLatin1String("black")].toObject().contains(QLatin1String(key)), key);
        QVERIFY2(json[QLatin1String("white")].toObject().contains(QLatin1String(key)), key);
    }
    QCOMPARE(json[QLatin1String("file")].toString(), path);
    QCOMPARE(json[QLatin1String("width")].toInt(), expected.position.board.width());
    QCOMPARE(json[QLatin1String("height")].toInt(), expected.position.board.height());
    QCOMPARE(json[QLatin1String("komi")].toDouble(), expected.position.komi);
    if (!expected.territory.empty()) {
        const QJsonArray rows = json[QLatin1String("territory")].toArray();
        QCOMPARE(rows.size(), qsizetype(expected.territory.size()));
        for (qsizetype y = 0; y < rows.size(); ++y)
            QCOMPARE(rows[y].toString(), QString::fromStdString(expected.territory[size_t(y)]));
    }
    if (expected.expectedBlack)
        QCOMPARE(json[QLatin1String("black")][QLatin1String("score")].toDouble(), *expected.expectedBlack);
    if (expected.expectedWhite)
        QCOMPARE(json[QLatin1String("white")][QLatin1String("score")].toDouble(), *expected.expectedWhite);
    if (expected.expectedResult)
        QCOMPARE(json[QLatin1String("result")].toString(), QString::fromStdString(*expected.expectedResult));
}

// --rules overrides the file's own rules; without it the .pos header decides.
void TestCli::rulesOption()
{
    const QString path = casePath("tenuki-area-split-board.pos");
    const Run own = runApp({QStringLiteral("--score"), QStringLiteral("--json"), path});
    QCOMPARE(own.exitCode, 0);
    QCOMPARE(jsonLines(own.out).value(0)[QLatin1String("rules")].toString(), QStringLiteral("chinese"));

    const Run strict = runApp({QStringLiteral("--score"), QStringLiteral("--json"), QStringLiteral("--rules"),
                               QStringLiteral("japanese-strict"), path});
    QCOMPARE(strict.exitCode, 0);
    QCOMPARE(jsonLines(strict.out).value(0)[QLatin1String("rules")].toString(), QStringLiteral("japanese-strict"));
}

// --eyes local-game reaches the scorer: the JSON says so and the trace shows the lens's steps.
void TestCli::eyesOption()
{
    const QString path = casePath("tenuki-seki-two-one-eyed-groups.pos");
    const Run run = runApp({QStringLiteral("--score"), QStringLiteral("--json"), QStringLiteral("--trace"),
                            QStringLiteral("--eyes"), QStringLiteral("local-game"), path});
    QCOMPARE(run.exitCode, 0);
    const QList<QJsonObject> lines = jsonLines(run.out);
    QVERIFY(!lines.isEmpty());
    QCOMPARE(lines.back()[QLatin1String("eyes")].toString(), QStringLiteral("local-game"));
    QCOMPARE(lines.back()[QLatin1String("result")].toString(), QStringLiteral("B+40"));
    bool sawLens = false;
    for (const QJsonObject& step : lines)
        sawLens = sawLens || step[QLatin1String("kind")].toString() == QLatin1String("local-game");
    QVERIFY(sawLens);
}

// An SGF game: the final position of its main line, dead stones from the final node's TB/TW.
void TestCli::sgfGame()
{
    const QString path = QStringLiteral(SEKI_RESOURCES_DIR "/games/example-seki.sgf");
    const Run run = runApp({QStringLiteral("--score"), QStringLiteral("--json"), path});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = jsonLines(run.out).value(0);
    QCOMPARE(json[QLatin1String("width")].toInt(), 9);
    QCOMPARE(json[QLatin1String("result")].toString(), QStringLiteral("W+6.5"));
    QCOMPARE(json[QLatin1String("black")][QLatin1String("prisoners")].toInt(), 1);
    QCOMPARE(json[QLatin1String("white")][QLatin1String("prisoners")].toInt(), 2);
    // The corner seki: Black's eye A9 and White's eye E9 score for no one.
    QString sekiPoints;
    for (const QJsonValue& group : json[QLatin1String("seki")].toArray())
        for (const QJsonValue& point : group.toArray())
            sekiPoints += point.toString() + QLatin1Char(' ');
    QVERIFY2(sekiPoints.contains(QLatin1String("aa")) && sekiPoints.contains(QLatin1String("ea")),
             qPrintable(sekiPoints));
    QCOMPARE(json[QLatin1String("territory")].toArray().first().toString(), QStringLiteral(".......bb"));
}

// The 19x19 bundled game: the same corner seki, reached in a game GNU Go finished; our count
// agrees with GNU Go's (RE).
void TestCli::sgfGame19()
{
    const QString path = QStringLiteral(SEKI_RESOURCES_DIR "/games/seki-19.sgf");
    const Run run = runApp({QStringLiteral("--score"), QStringLiteral("--json"), path});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = jsonLines(run.out).value(0);
    QCOMPARE(json[QLatin1String("width")].toInt(), 19);
    QCOMPARE(json[QLatin1String("result")].toString(), QStringLiteral("W+12.5"));
    const QJsonArray seki = json[QLatin1String("seki")].toArray();
    QVERIFY(!seki.isEmpty());
    QCOMPARE(json[QLatin1String("territory")].toArray().first().toString().left(5), QStringLiteral("....."));
}

void TestCli::textReport()
{
    const QString path = QStringLiteral(SEKI_RESOURCES_DIR "/games/example-seki.sgf");
    const Run run = runApp({QStringLiteral("--score"), path});
    QCOMPARE(run.exitCode, 0);
    for (const char* expected : {"9x9, japanese rules, komi 6.5", "result: W+6.5", "seki: ", "unresolved: none",
                                 "territory", "captures", "dead stones", "stones", "komi", "total"})
        QVERIFY2(run.out.contains(QLatin1String(expected)), expected);
    // The top row of the board: Black's seki eye, the shared liberty, White's seki eye.
    QVERIFY2(run.out.contains(QLatin1String("9 s X . O s O X b b")), qPrintable(run.out));
}

// Exit status 2 and a message naming the file; the file after it is still scored.
void TestCli::missingFileStillScoresOthers()
{
    const QString missing = m_scratch.filePath(QStringLiteral("no-such-game.sgf"));
    const QString good = casePath("tenuki-seki-false-eye.pos");
    const Run run = runApp({QStringLiteral("--score"), QStringLiteral("--json"), missing, good});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith(missing + QLatin1Char(':')), qPrintable(run.err));
    const QList<QJsonObject> lines = jsonLines(run.out);
    QCOMPARE(lines.size(), 1);
    QCOMPARE(lines.front()[QLatin1String("file")].toString(), good);
}

// An empty name (a script's unset variable) is reported once, in the project's words.
void TestCli::emptyFileNameIsOurMessageOnly()
{
    const QString good = casePath("tenuki-seki-false-eye.pos");
    const Run run = runApp({QStringLiteral("--score"), QString(), good});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.err, QStringLiteral("\"\": cannot read: the file name is empty\n"));
    QVERIFY(run.out.startsWith(good));
}

void TestCli::helpNamesTheProgram()
{
    const Run run = runApp({QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    const QString program = QFileInfo(QStringLiteral(SEKI_APP_PATH)).fileName();
    QVERIFY2(run.out.startsWith(QStringLiteral("Usage: %1 [options]").arg(program)), qPrintable(run.out));
    QVERIFY(!run.out.contains(QStringLiteral("<executable_name>")));
}

void TestCli::malformedFilesStillScoreOthers_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("line");
    // An unterminated value on line 2.
    QTest::newRow("sgf") << "broken.sgf" << QByteArray("(;GM[1]FF[4]SZ[9]\n;B[ee];W[cc\n") << 2;
    // A move off a 9x9 board, on line 3.
    QTest::newRow("sgf-off-board") << "offboard.sgf" << QByteArray("(;GM[1]SZ[9]\n;B[ee]\n;W[zz])\n") << 3;
    // A cell that is not one, on line 4.
    QTest::newRow("pos") << "broken.pos" << QByteArray("name: broken\nrules: territory\nboard:\nX O ?\n") << 4;
}

void TestCli::malformedFilesStillScoreOthers()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(int, line);
    const QString broken = m_scratch.filePath(name);
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    const QString good = casePath("tenuki-seki-two-one-eyed-groups.pos");

    const Run run = runApp({QStringLiteral("--score"), QStringLiteral("--json"), good, broken});
    QCOMPARE(run.exitCode, 2);
    // FILE:LINE:COLUMN: problem
    const QRegularExpression format(
        QStringLiteral("^%1:(\\d+):(\\d+): \\S.*\\n").arg(QRegularExpression::escape(broken)));
    const QRegularExpressionMatch match = format.match(run.err);
    QVERIFY2(match.hasMatch(), qPrintable(run.err));
    QCOMPARE(match.captured(1).toInt(), line);
    QVERIFY(match.captured(2).toInt() >= 1);
    const QList<QJsonObject> lines = jsonLines(run.out);
    QCOMPARE(lines.size(), 1);
    QCOMPARE(lines.front()[QLatin1String("result")].toString(), QStringLiteral("B+40"));
}

// --trace --json: the steps as JSON lines, then the file's result line.
// A name with JSON's special characters, a control character and non-ASCII ones comes back
// whole, escaped as Qt escapes it (jsonLines() leaves out a line written any other way).
void TestCli::jsonEscapesFileName()
{
    const QString name
        = m_scratch.filePath(QStringLiteral("q\"uote\\back\ttab \u00e9t\u00e9 \U0001F600 ctl\u0001.pos"));
    QVERIFY(QFile::copy(casePath("tenuki-seki-false-eye.pos"), name));
    const Run run = runApp({QStringLiteral("--score"), QStringLiteral("--json"), name});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains(QStringLiteral("\\\"uote\\\\back\\ttab \u00e9t\u00e9 \U0001F600 ctl\\u0001.pos")));
    const QList<QJsonObject> lines = jsonLines(run.out);
    QCOMPARE(lines.size(), 1);
    QCOMPARE(lines.front()[QLatin1String("file")].toString(), name);
}

void TestCli::traceJson()
{
    const QString path = casePath("tenuki-seki-two-one-eyed-groups.pos");
    const Run run = runApp({QStringLiteral("--score"), QStringLiteral("--json"), QStringLiteral("--trace"), path});
    QCOMPARE(run.exitCode, 0);
    const QList<QJsonObject> lines = jsonLines(run.out);
    QVERIFY(lines.size() > 2);
    QCOMPARE(lines.size(), run.out.count(QLatin1Char('\n')));
    for (qsizetype k = 0; k + 1 < lines.size(); ++k) {
        QCOMPARE(lines[k][QLatin1String("step")].toInt(), int(k + 1));
        QVERIFY(!lines[k][QLatin1String("stage")].toString().isEmpty());
        QVERIFY(!lines[k][QLatin1String("kind")].toString().isEmpty());
    }
    QStringList kinds;
    for (const QJsonObject& step : lines)
        kinds << step[QLatin1String("kind")].toString();
    // Every list in row order (the top row first, each from the left), as the report sorts it:
    // the scorer writes a region's points and boundary stones in the order its flood found them.
    int multiRowLists = 0;
    for (const QJsonObject& step : lines) {
        std::vector<Point> points;
        for (const QJsonValue& name : step[QLatin1String("points")].toArray()) {
            const std::optional<Point> p = fromSgf(name.toString().toStdString());
            QVERIFY(p);
            points.push_back(*p);
        }
        QVERIFY2(std::is_sorted(points.begin(), points.end(),
                                [](Point a, Point b) { return a.y != b.y ? a.y < b.y : a.x < b.x; }),
                 qPrintable(QJsonDocument(step).toJson(QJsonDocument::Compact)));
        multiRowLists += !points.empty() && points.front().y != points.back().y;
    }
    QVERIFY(multiRowLists > 5);
    QVERIFY2(kinds.contains(QLatin1String("seki")), qPrintable(kinds.join(QLatin1Char(' '))));
    QVERIFY2(kinds.contains(QLatin1String("tally")), qPrintable(kinds.join(QLatin1Char(' '))));
    QCOMPARE(lines.back()[QLatin1String("result")].toString(), QStringLiteral("B+40"));
}

void TestCli::traceText()
{
    const QString path = casePath("tenuki-seki-two-one-eyed-groups.pos");
    const Run run = runApp({QStringLiteral("--score"), QStringLiteral("--trace"), path});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QLatin1String("seki A9 black")), qPrintable(run.out));
    QVERIFY(run.out.contains(QLatin1String("result: B+40")));
}

// One line per file in the contract's form; the positions are not printed.
void TestCli::benchmark()
{
    const QString a = casePath("tenuki-seki-false-eye.pos");
    const QString b = QStringLiteral(SEKI_TEST_DATA_DIR "/games/gnugo-01.sgf");
    const Run run = runApp({QStringLiteral("--score"), QStringLiteral("--benchmark"), QStringLiteral("5"), a, b});
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    const QString number = QStringLiteral("\\d+\\.\\d\\d");
    QVERIFY2(
        QRegularExpression(
            QStringLiteral("^%1: median %2 us per scoring \\(5 runs\\)$").arg(QRegularExpression::escape(a), number))
            .match(lines[0])
            .hasMatch(),
        qPrintable(lines[0]));
    QVERIFY2(lines[1].startsWith(b + QStringLiteral(": median ")), qPrintable(lines[1]));
}

void TestCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString file = casePath("tenuki-seki-false-eye.pos");
    QTest::newRow("eyes") << QStringList{QStringLiteral("--score"), QStringLiteral("--eyes"), QStringLiteral("magic"),
                                         file}
                          << QStringLiteral("unknown eye method 'magic'");
    QTest::newRow("rules") << QStringList{QStringLiteral("--score"), QStringLiteral("--rules"), QStringLiteral("ing"),
                                          file}
                           << QStringLiteral("unknown rules 'ing'");
    QTest::newRow("benchmark") << QStringList{QStringLiteral("--score"), QStringLiteral("--benchmark"),
                                              QStringLiteral("x"), file}
                               << QStringLiteral("--benchmark");
    // Without --score these would open a window: they are refused before any display is asked for.
    QTest::newRow("json-without-score") << QStringList{QStringLiteral("--json"), file}
                                        << QStringLiteral("--json needs --score");
    QTest::newRow("no-files") << QStringList{QStringLiteral("--score")} << QStringLiteral("at least one FILE");
    QTest::newRow("dead-stones") << QStringList{QStringLiteral("--score"), QStringLiteral("--dead-stones"),
                                                QStringLiteral("maybe"), file}
                                 << QStringLiteral("unknown dead-stone source 'maybe' (file, sekiscope, engine or none)");
    QTest::newRow("engine-with-sekiscope")
        << QStringList{QStringLiteral("--score"), QStringLiteral("--dead-stones"), QStringLiteral("sekiscope"),
                       QStringLiteral("--engine"), QStringLiteral("gnugo --mode gtp"), file}
        << QStringLiteral("--engine is used with --dead-stones engine");
    QTest::newRow("engine-timeout-without-engine")
        << QStringList{QStringLiteral("--score"), QStringLiteral("--engine-timeout"), QStringLiteral("5"), file}
        << QStringLiteral("--engine-timeout is used with --dead-stones engine");
    QTest::newRow("engine-timeout-not-a-number")
        << QStringList{QStringLiteral("--score"), QStringLiteral("--dead-stones"), QStringLiteral("engine"),
                       QStringLiteral("--engine-timeout"), QStringLiteral("soon"), file}
        << QStringLiteral("--engine-timeout needs a number of seconds from 0 to 86400, not 'soon'");
    QTest::newRow("engine-without-engine-source")
        << QStringList{QStringLiteral("--score"), QStringLiteral("--engine"), QStringLiteral("gnugo --mode gtp"), file}
        << QStringLiteral("--engine is used with --dead-stones engine");
}

void TestCli::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run run = runApp(arguments);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

void TestCli::deadStonesFromFileOrNone()
{
    // The bundled game's final node marks dead stones; "dead" lists them, one a dead stone counted.
    const QString path = QStringLiteral(SEKI_RESOURCES_DIR "/games/example-seki.sgf");
    const QJsonObject file
        = jsonLines(runApp({QStringLiteral("--score"), QStringLiteral("--json"), path}).out).value(0);
    QCOMPARE(file[QLatin1String("deadStonesFrom")].toString(), QStringLiteral("file"));
    const QJsonArray dead = file[QLatin1String("dead")].toArray();
    QCOMPARE(dead.size(), file[QLatin1String("white")][QLatin1String("deadStones")].toInt()
                              + file[QLatin1String("black")][QLatin1String("deadStones")].toInt());
    QVERIFY(!dead.isEmpty());

    const Run none = runApp({QStringLiteral("--score"), QStringLiteral("--json"), QStringLiteral("--dead-stones"),
                             QStringLiteral("none"), path});
    QCOMPARE(none.exitCode, 0);
    const QJsonObject alive = jsonLines(none.out).value(0);
    QCOMPARE(alive[QLatin1String("deadStonesFrom")].toString(), QStringLiteral("none"));
    QVERIFY(alive[QLatin1String("dead")].toArray().isEmpty());
    QCOMPARE(alive[QLatin1String("black")][QLatin1String("deadStones")].toInt(), 0);
    QCOMPARE(alive[QLatin1String("white")][QLatin1String("deadStones")].toInt(), 0);
}

void TestCli::deadStonesFromEngine()
{
    // A 9x9 game whose H6 and C2 are stones; the fake engine names them dead, whatever it is asked.
    const QString game = m_scratch.filePath(QStringLiteral("engine.sgf"));
    QFile file(game);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("(;GM[1]FF[4]SZ[9]KM[6.5]AB[ch][ba]AW[hd][aa]TW[ba])");
    file.close();
    const QString log = m_scratch.filePath(QStringLiteral("starts.log"));
    const QString engine = QStringLiteral("sh " SEKI_TEST_DATA_DIR "/fake-gtp.sh answers ") + log;
    const Run run = runApp({QStringLiteral("--score"), QStringLiteral("--json"), QStringLiteral("--dead-stones"),
                            QStringLiteral("engine"), QStringLiteral("--engine"), engine, game, game});
    QCOMPARE(run.exitCode, 0);
    const QList<QJsonObject> reports = jsonLines(run.out);
    QCOMPARE(reports.size(), 2);
    for (const QJsonObject& report : reports) {
        QCOMPARE(report[QLatin1String("deadStonesFrom")].toString(), QStringLiteral("engine"));
        // The file's own mark (B9 dead) is ignored: the engine's two are used, top row first.
        QCOMPARE(report[QLatin1String("dead")].toArray(), QJsonArray({QStringLiteral("hd"), QStringLiteral("ch")}));
    }
    // One engine process for both files.
    QFile starts(log);
    QVERIFY(starts.open(QIODevice::ReadOnly));
    QCOMPARE(starts.readAll().count('\n'), 1);

    // An engine that is not there: a message, no report, exit status 1.
    const Run missing
        = runApp({QStringLiteral("--score"), QStringLiteral("--json"), QStringLiteral("--dead-stones"),
                  QStringLiteral("engine"), QStringLiteral("--engine"), QStringLiteral("/nonexistent/engine"), game});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY(missing.out.isEmpty());
    QVERIFY2(missing.err.contains(QLatin1String("could not be started")), qPrintable(missing.err));
}

void TestCli::engineThatNeverAnswersIsGivenUp()
{
    // The fake engine answers everything but final_status_list. After the first timeout it is
    // restarted once; silent again, the files left are reported at once, without asking it.
    const QString game = m_scratch.filePath(QStringLiteral("silent.sgf"));
    QFile file(game);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("(;GM[1]FF[4]SZ[9]KM[6.5]AB[ch][ba]AW[hd][aa])");
    file.close();
    const QString log = m_scratch.filePath(QStringLiteral("silent-starts.log"));
    QFile::remove(log);
    const QString engine = QStringLiteral("sh " SEKI_TEST_DATA_DIR "/fake-gtp.sh silent ") + log;
    const Run run = runApp({QStringLiteral("--score"), QStringLiteral("--dead-stones"), QStringLiteral("engine"),
                            QStringLiteral("--engine"), engine, QStringLiteral("--engine-timeout"),
                            QStringLiteral("0.5"), game, game, game, game});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    const QStringList lines = run.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    QVERIFY2(lines[0].contains(QLatin1String("gave no answer in 0.5 seconds. Restarting the engine once.")),
             qPrintable(run.err));
    QVERIFY2(lines[1].contains(QLatin1String("no dead stones from the engine")), qPrintable(run.err));
    for (int k = 2; k < 5; ++k)
        QVERIFY2(lines[k].endsWith(QLatin1String("Not asked again.")), qPrintable(lines[k]));
    // Two processes in all: the first and the one restart.
    QFile starts(log);
    QVERIFY(starts.open(QIODevice::ReadOnly));
    QCOMPARE(starts.readAll().count('\n'), 2);
}

void TestCli::deadStonesFromSekiScope()
{
    // A 9x9 ending: White's stone H8 dead inside Black's area; White's group in the top left
    // with a straight three (two eyes or one, whoever plays first), which the finder leaves to the
    // user; the file's own mark (F9, a black stone, as dead) is ignored.
    const QString game = m_scratch.filePath(QStringLiteral("finder.sgf"));
    QFile file(game);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("(;GM[1]FF[4]SZ[9]KM[6.5]AW[aa][ea][ab][bb][cb][db][eb][hb][af][bf][cf][df][ef][ff][gf][hf][if]"
               "AB[fa][fb][ac][bc][cc][dc][ec][fc][ae][be][ce][de][ee][fe][ge][he][ie]TW[fa])");
    file.close();
    const Run run = runApp({QStringLiteral("--score"), QStringLiteral("--json"), QStringLiteral("--dead-stones"),
                            QStringLiteral("sekiscope"), game});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject report = jsonLines(run.out).value(0);
    QCOMPARE(report[QLatin1String("deadStonesFrom")].toString(), QStringLiteral("sekiscope"));
    QCOMPARE(report[QLatin1String("dead")].toArray(), QJsonArray({QStringLiteral("hb")}));
    QCOMPARE(report[QLatin1String("undecided")].toArray(),
             QJsonArray({QStringLiteral("aa"), QStringLiteral("ea"), QStringLiteral("ab"), QStringLiteral("bb"),
                         QStringLiteral("cb"), QStringLiteral("db"), QStringLiteral("eb")}));
    // The one dead stone is Black's prisoner; the undecided group is counted alive.
    QCOMPARE(report[QLatin1String("black")][QLatin1String("deadStones")].toInt(), 1);
    QCOMPARE(report[QLatin1String("white")][QLatin1String("deadStones")].toInt(), 0);

    // The readable report says so too.
    const Run text
        = runApp({QStringLiteral("--score"), QStringLiteral("--dead-stones"), QStringLiteral("sekiscope"), game});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains(QLatin1String("undecided: A9 E9 A8 B8 C8 D8 E8")), qPrintable(text.out));

    // Another source lists no "undecided".
    const QJsonObject fromFile
        = jsonLines(runApp({QStringLiteral("--score"), QStringLiteral("--json"), game}).out).value(0);
    QCOMPARE(fromFile[QLatin1String("deadStonesFrom")].toString(), QStringLiteral("file"));
    QVERIFY(!fromFile.contains(QLatin1String("undecided")));
    QCOMPARE(fromFile[QLatin1String("dead")].toArray(), QJsonArray({QStringLiteral("fa")}));

    // A finished game without marks, and the bundled example: the finder's dead stones are the
    // ones its marks give, and nothing is left undecided.
    const QString example = QStringLiteral(SEKI_RESOURCES_DIR "/games/example-seki.sgf");
    const QJsonObject marked
        = jsonLines(runApp({QStringLiteral("--score"), QStringLiteral("--json"), example}).out).value(0);
    const QJsonObject found = jsonLines(runApp({QStringLiteral("--score"), QStringLiteral("--json"),
                                                QStringLiteral("--dead-stones"), QStringLiteral("sekiscope"), example})
                                            .out)
                                  .value(0);
    QCOMPARE(found[QLatin1String("dead")].toArray(), marked[QLatin1String("dead")].toArray());
    QVERIFY(found[QLatin1String("undecided")].toArray().isEmpty());
    QCOMPARE(found[QLatin1String("result")].toString(), marked[QLatin1String("result")].toString());
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
