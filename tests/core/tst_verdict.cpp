// What the file says, read as its writer meant it (komi, result, territory marks), and the
// count's rules around the scorer's stages: area handicap, the two checkered phases deciding
// together. Positions of our own.
#include "scoring/filemarks.h"
#include "scoring/stages/handicapcompensation.h"
#include "scoring/stages/phaseagreement.h"
#include "scoring/scorer.h"
#include "sgf/gamerecord.h"
#include "sgf/komireading.h"
#include "sgf/recordedresult.h"
#include "sgf/sgfparser.h"

#include "testsupport.h"

#include <QtTest>

using namespace seki;

Q_DECLARE_METATYPE(seki::KomiReading::Note)
Q_DECLARE_METATYPE(seki::RecordedResult::Kind)
Q_DECLARE_METATYPE(seki::Color)

namespace {

GameRecord recordOf(const std::string& text)
{
    return GameRecord::read(parseSgf(text).games.front());
}

} // namespace

class TestVerdict : public QObject {
    Q_OBJECT
private slots:
    void komiAsMeant_data();
    void komiAsMeant();
    void komiFromTheFile();
    void recordedResults_data();
    void recordedResults();
    void areaHandicap_data();
    void areaHandicap();
    void fileMarksDiffer();
    void phasesAgree_data();
    void phasesAgree();
    void strictFillsOpenDame();
    void strictKeepsRealSeki();
    void strictNoPrisonerInSekiEye();
    void strictFillsTraced();
};

void TestVerdict::komiAsMeant_data()
{
    QTest::addColumn<QString>("km");
    QTest::addColumn<QString>("ap");
    QTest::addColumn<int>("area");
    QTest::addColumn<double>("komi");
    QTest::addColumn<KomiReading::Note>("note");
    using Note = KomiReading::Note;
    QTest::newRow("plain") << "6.5"
                           << "CGoban:3" << 361 << 6.5 << Note::None;
    QTest::newRow("decimal comma") << "6,5"
                                   << "" << 361 << 6.5 << Note::None;
    QTest::newRow("fox points x100") << "650"
                                     << "foxwq" << 361 << 6.5 << Note::FoxScaled;
    QTest::newRow("fox stones x100") << "375"
                                     << "foxwq" << 361 << 7.5 << Note::FoxScaled;
    QTest::newRow("fox 750") << "750"
                             << "foxwq:2.1" << 361 << 7.5 << Note::FoxScaled;
    QTest::newRow("fox 325") << "325"
                             << "FoxWQ" << 81 << 6.5 << Note::FoxScaled;
    QTest::newRow("yuanyu") << "650"
                            << "YuanYu:1.0" << 361 << 6.5 << Note::FoxScaled;
    QTest::newRow("fox real komi") << "7.5"
                                   << "foxwq" << 361 << 7.5 << Note::None;
    QTest::newRow("fox zero") << "0"
                              << "foxwq" << 361 << 0.0 << Note::None;
    QTest::newRow("not fox, huge") << "375"
                                   << "Sabaki:0.52" << 361 << 375.0 << Note::LargerThanBoard;
    QTest::newRow("larger than 9x9") << "90"
                                     << "" << 81 << 90.0 << Note::LargerThanBoard;
    QTest::newRow("negative, huge") << "-400"
                                    << "" << 361 << -400.0 << Note::LargerThanBoard;
    QTest::newRow("empty") << ""
                           << "" << 361 << 0.0 << Note::Empty;
    QTest::newRow("spaces") << "  "
                            << "foxwq" << 361 << 0.0 << Note::Empty;
}

void TestVerdict::komiAsMeant()
{
    QFETCH(QString, km);
    QFETCH(QString, ap);
    QFETCH(int, area);
    QFETCH(double, komi);
    QFETCH(KomiReading::Note, note);
    const auto reading = readKomi(km.toStdString(), ap.toStdString(), area);
    QVERIFY(reading);
    QCOMPARE(reading->komi, komi);
    QCOMPARE(reading->note, note);
}

void TestVerdict::komiFromTheFile()
{
    const GameRecord fox = recordOf("(;GM[1]SZ[19]AP[foxwq]KM[375]RU[Chinese];B[pd])");
    QCOMPARE(fox.position().komi, 7.5);
    QCOMPARE(fox.info().komiReading.written, 375.0);
    QCOMPARE(fox.info().komiReading.note, KomiReading::Note::FoxScaled);
    const GameRecord empty = recordOf("(;GM[1]SZ[9]KM[];B[ee])");
    QCOMPARE(empty.position().komi, 0.0);
    QCOMPARE(empty.info().komiReading.note, KomiReading::Note::Empty);
    QVERIFY(!readKomi("six", "", 361));
}

void TestVerdict::recordedResults_data()
{
    QTest::addColumn<QString>("re");
    QTest::addColumn<RecordedResult::Kind>("kind");
    QTest::addColumn<Color>("winner");
    QTest::addColumn<double>("margin"); // -1: none
    using Kind = RecordedResult::Kind;
    QTest::newRow("counted") << "B+3.5" << Kind::Counted << Color::Black << 3.5;
    QTest::newRow("counted white") << "W+12" << Kind::Counted << Color::White << 12.0;
    QTest::newRow("win, no margin") << "W+" << Kind::Counted << Color::White << -1.0;
    QTest::newRow("draw") << "0" << Kind::Counted << Color::Empty << 0.0;
    QTest::newRow("Draw") << "Draw" << Kind::Counted << Color::Empty << 0.0;
    QTest::newRow("W+R") << "W+R" << Kind::Resignation << Color::White << -1.0;
    QTest::newRow("W+Resign") << "W+Resign" << Kind::Resignation << Color::White << -1.0;
    QTest::newRow("B+T") << "B+T" << Kind::Time << Color::Black << -1.0;
    QTest::newRow("B+Time") << "B+Time" << Kind::Time << Color::Black << -1.0;
    QTest::newRow("B+F") << "B+F" << Kind::Forfeit << Color::Black << -1.0;
    QTest::newRow("Void") << "Void" << Kind::Void << Color::Empty << -1.0;
    QTest::newRow("?") << "?" << Kind::Unknown << Color::Empty << -1.0;
    QTest::newRow("nonsense") << "B+lots" << Kind::Unrecognised << Color::Empty << -1.0;
    QTest::newRow("words") << "Black wins" << Kind::Unrecognised << Color::Empty << -1.0;
}

void TestVerdict::recordedResults()
{
    QFETCH(QString, re);
    QFETCH(RecordedResult::Kind, kind);
    QFETCH(Color, winner);
    QFETCH(double, margin);
    const auto result = readRecordedResult(re.toStdString());
    QVERIFY(result);
    QCOMPARE(result->kind, kind);
    QCOMPARE(result->winner, winner);
    QCOMPARE(result->margin.has_value(), margin >= 0);
    if (margin >= 0)
        QCOMPARE(*result->margin, margin);
    QCOMPARE(result->isCounted(), kind == RecordedResult::Kind::Counted);
    QVERIFY(!readRecordedResult(""));
}

void TestVerdict::areaHandicap_data()
{
    QTest::addColumn<QString>("ru");
    QTest::addColumn<int>("handicap");
    QTest::addColumn<int>("compensation");
    QTest::newRow("chinese HA 3") << "Chinese" << 3 << 3;
    QTest::newRow("chinese HA 2") << "Chinese" << 2 << 2;
    QTest::newRow("chinese HA 1") << "Chinese" << 1 << 0;
    QTest::newRow("chinese no HA") << "Chinese" << 0 << 0;
    QTest::newRow("AGA HA 3") << "AGA" << 3 << 2;
    // At most the five black stones set up: a larger HA than the setup holds is not counted.
    QTest::newRow("AGA HA 5") << "aga" << 5 << 4;
    QTest::newRow("NZ HA 4") << "NZ" << 4 << 4;
}

void TestVerdict::areaHandicap()
{
    QFETCH(QString, ru);
    QFETCH(int, handicap);
    QFETCH(int, compensation);
    // A black wall on b, a white one on d: a is Black's, e White's, c dame. 10 points each.
    const std::string sgf
        = "(;GM[1]SZ[5]KM[0.5]RU[" + ru.toStdString() + "]HA[" + std::to_string(handicap) + "]AB[ba:be]AW[da:de])";
    const GameRecord record = recordOf(sgf);
    QCOMPARE(record.position().handicap, handicap);
    Scorer scorer;
    const ScoreResult& area = scorer.score(record.position(), Rules::Chinese);
    QCOMPARE(area.white.handicap, compensation);
    QCOMPARE(area.black.total, 10.0);
    QCOMPARE(area.white.total, 10.5 + compensation);
    // Territory counting does not count the stones, so gives nothing for them.
    const ScoreResult& territory = scorer.score(record.position(), Rules::Japanese);
    QCOMPARE(territory.white.handicap, 0);
    QCOMPARE(territory.white.total, 5.5);
    QCOMPARE(areaHandicapCompensation(handicap, record.position().handicapCompensation), compensation);
}

void TestVerdict::fileMarksDiffer()
{
    // Same board as areaHandicap; the file marks a and e correctly, except that it gives
    // Black c3 (a dame) and leaves White's e1 unmarked.
    const GameRecord record = recordOf("(;GM[1]SZ[5]AB[ba:be]AW[da:de];TB[aa:ae][cc]TW[ea:ed])");
    QVERIFY(record.position().hasTerritoryMarks);
    Scorer scorer;
    const ScoreResult& result = scorer.score(record.position(), Rules::Japanese);
    const std::vector<Point> differ = seki::fileMarksDiffer(record.position(), result);
    QCOMPARE(differ.size(), size_t(2));
    QCOMPARE(differ[0], (Point{2, 2}));
    QCOMPARE(differ[1], (Point{4, 4}));
    // Without marks there is nothing to compare.
    const GameRecord unmarked = recordOf("(;GM[1]SZ[5]AB[ba:be]AW[da:de])");
    QVERIFY(!unmarked.position().hasTerritoryMarks);
    QVERIFY(seki::fileMarksDiffer(unmarked.position(), scorer.score(unmarked.position(), Rules::Japanese)).empty());
    // Marks that match: nothing differs.
    const GameRecord agreeing = recordOf("(;GM[1]SZ[5]AB[ba:be]AW[da:de];TB[aa:ae]TW[ea:ee])");
    QVERIFY(seki::fileMarksDiffer(agreeing.position(), scorer.score(agreeing.position(), Rules::Japanese)).empty());
}

void TestVerdict::phasesAgree_data()
{
    QTest::addColumn<int>("status0");
    QTest::addColumn<int>("status1");
    QTest::addColumn<int>("expected");
    QTest::addColumn<bool>("unresolved");
    const int territory = int(PointStatus::Territory);
    const int sekiEye = int(PointStatus::SekiEye);
    const int falseEye = int(PointStatus::FalseEye);
    const int dame = int(PointStatus::Dame);
    QTest::newRow("both territory") << territory << territory << territory << false;
    QTest::newRow("both seki") << sekiEye << sekiEye << sekiEye << false;
    QTest::newRow("seki, territory") << sekiEye << territory << territory << true;
    QTest::newRow("territory, seki") << territory << sekiEye << territory << true;
    QTest::newRow("false eye, territory") << falseEye << territory << territory << true;
    QTest::newRow("territory, false eye") << territory << falseEye << territory << true;
    // Both take the point away: the reason named does not depend on which phase is first.
    QTest::newRow("false eye, seki") << falseEye << sekiEye << sekiEye << false;
    QTest::newRow("seki, false eye") << sekiEye << falseEye << sekiEye << false;
    QTest::newRow("dame, false eye") << dame << falseEye << falseEye << false;
    QTest::newRow("dame") << dame << dame << dame << false;
}

void TestVerdict::phasesAgree()
{
    QFETCH(int, status0);
    QFETCH(int, status1);
    QFETCH(int, expected);
    QFETCH(bool, unresolved);
    PointResult a;
    a.owner = Color::White;
    a.status = PointStatus(status0);
    PointResult b = a;
    b.status = PointStatus(status1);
    const PointResult agreed = agreedVerdict(a, b);
    QCOMPARE(int(agreed.status), expected);
    QCOMPARE(agreed.owner, Color::White);
    QCOMPARE(agreed.unresolved, unresolved);
}

// The 1989 rule counts a game whose dame were played out: a dame either player can fill safely
// is filled, so the walls beside it are not in seki.
void TestVerdict::strictFillsOpenDame()
{
    const Position position = test::positionFromRows({
        ". X . O .",
        ". X . O .",
        ". X . O .",
        ". X . O .",
        ". X . O .",
    });
    Scorer scorer;
    const ScoreResult& strict = scorer.score(position, Rules::JapaneseStrict);
    QCOMPARE(strict.black.territory, 5);
    QCOMPARE(strict.white.territory, 5);
    QVERIFY(strict.sekiGroups().empty());
    for (int y = 0; y < 5; ++y)
        QCOMPARE(strict.at({2, y}).status, PointStatus::Dame);
}

// A real seki still comes out seki: neither player can fill the shared liberty (B5) without
// putting his own stones in atari, so it stays, and the stones touching it are in seki.
void TestVerdict::strictKeepsRealSeki()
{
    Scorer scorer;
    const ScoreResult& strict = scorer.score(test::cornerSekiPosition(), Rules::JapaneseStrict);
    QCOMPARE(strict.at({0, 0}).status, PointStatus::SekiEye);
    QCOMPARE(strict.at({3, 0}).status, PointStatus::SekiEye);
    QCOMPARE(strict.at({1, 1}).status, PointStatus::Dame);
    QVERIFY(!strict.sekiGroups().empty());
    // The black wall's outside, away from the seki, is still Black's territory.
    QCOMPARE(strict.at({6, 5}).status, PointStatus::Territory);
    QCOMPARE(strict.at({6, 5}).owner, Color::Black);
}

// Article 10-1: only the dead stones in a player's territory are removed as prisoners; a dead
// stone left in a seki's eye stays on the board.
void TestVerdict::strictNoPrisonerInSekiEye()
{
    const Position position = test::positionFromRows({
        "o X O . O X .",
        "X . O O O X .",
        "O O O X X X .",
        "X X X X . . .",
        ". . . . . . .",
        ". . . . . . .",
    });
    Scorer scorer;
    const ScoreResult& strict = scorer.score(position, Rules::JapaneseStrict);
    QCOMPARE(strict.at({0, 0}).status, PointStatus::SekiEye);
    QCOMPARE(strict.black.deadStones, 0);
}

// Every dame the 1989 ending fills is a trace step with its reason: a dame either player can fill
// while keeping two eyes is no one's; one that only a player can fill is his stone. Black's
// one-eyed corner group keeps only its eye once a dame beside it is filled, so only White fills
// them.
void TestVerdict::strictFillsTraced()
{
    Scorer scorer;
    Trace trace;
    // Each side's edge (five points, a boundary of 12) makes two eyes.
    const Position open = test::positionFromRows({
        ". X . O .",
        ". X . O .",
        ". X . O .",
        ". X . O .",
        ". X . O .",
    });
    scorer.score(open, Rules::JapaneseStrict, trace);
    int either = 0;
    for (const Step& s : trace.steps()) {
        if (s.kind != StepKind::StrictFill)
            continue;
        QCOMPARE(s.point.x, 2);
        QCOMPARE(s.color, Color::Empty);
        QCOMPARE(s.strictFill().round, 0);
        QCOMPARE(s.strictFill().reason, StrictFillReason::EitherCanFill);
        QVERIFY(!s.strictFill().connection());
        ++either;
    }
    QCOMPARE(either, 5);

    const Position oneEyed = test::positionFromRows({
        ". X . O .",
        "X X . O .",
        "O O O O .",
        ". . . . .",
    });
    scorer.score(oneEyed, Rules::JapaneseStrict, trace);
    int white = 0;
    for (const Step& s : trace.steps()) {
        if (s.kind != StepKind::StrictFill)
            continue;
        QCOMPARE(s.color, Color::White);
        QCOMPARE(s.point.x, 2);
        QCOMPARE(s.strictFill().reason, StrictFillReason::OnlyOneCanFill);
        ++white;
    }
    QCOMPARE(white, 2);
    // Under the colours swapped, the same points are Black's to fill.
    scorer.score(test::swapColours(oneEyed), Rules::JapaneseStrict, trace);
    for (const Step& s : trace.steps())
        if (s.kind == StepKind::StrictFill)
            QCOMPARE(s.color, Color::Black);
}

QTEST_GUILESS_MAIN(TestVerdict)
#include "tst_verdict.moc"
