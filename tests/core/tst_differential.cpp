// The scorer's two paths decide alike. With the trace off, the relaxed rule with boundary eyes runs
// the untraced path over the base's regions (stages/phaseoverbase.h) wherever no false eye is
// filled; with the trace on it always runs the stages themselves (docs/SCORING.md). Both are scored
// here on the same positions and compared point by point: owner, kind of verdict, dead mark,
// unresolved flag, seki group; then the seki groups, territory, stones, prisoners and totals. Every
// rule set and eye method, every bundled game, lesson and case, seeded random positions from 2x2 to
// 52x52 with dead marks, each under the 8 symmetries of the board and with the colours swapped.
//
// `ctest -L core` runs the bundled positions (local-game eyes unmoved and colour-swapped only)
// and 20,000 random ones (SEKI_DIFFERENTIAL_POSITIONS), each in one symmetry and colour swap in
// turn (the 1989 rule on one in 32); tst_differential_sweep (label slow, Release suite only) runs
// the bundled ones with local-game eyes in every symmetry and 20,000 random ones from another
// seed, each in all 16 under every rule set.

#include "board/rulesets.h"
#include "scoring/scorer.h"
#include "sgf/gameloader.h"
#include "testconfig.h"
#include "testsupport.h"

#include <QtTest>

#include <optional>
#include <random>
#include <sstream>
#include <string>

using namespace seki;

namespace {

const char* statusName(PointStatus status)
{
    switch (status) {
    case PointStatus::Stone:
        return "stone";
    case PointStatus::Territory:
        return "territory";
    case PointStatus::Dame:
        return "dame";
    case PointStatus::FalseEye:
        return "false eye";
    case PointStatus::SekiEye:
        return "seki eye";
    }
    return "?";
}

const char* colourName(Color c)
{
    return c == Color::Black ? "black" : c == Color::White ? "white" : "no one";
}

// One point's verdict, as a line of the failure message.
std::string describe(const PointResult& p)
{
    return std::string(statusName(p.status)) + " of " + colourName(p.owner) + (p.dead ? ", dead stone" : "")
           + (p.unresolved ? ", unresolved" : "")
           + (p.sekiGroup >= 0 ? ", seki group " + std::to_string(p.sekiGroup) : "");
}

// The position as .pos rows ('X', 'O', 'x'/'o' dead, '.'), to reproduce a difference.
std::string positionRows(const Position& position)
{
    std::ostringstream out;
    const Board& board = position.board;
    for (int y = 0; y < board.height(); ++y) {
        for (int x = 0; x < board.width(); ++x) {
            const Board::Index i = board.index(x, y);
            const Color c = board.at(i);
            const bool dead = position.dead.test(size_t(i));
            out << (x ? " " : "")
                << (c == Color::Black   ? (dead ? 'x' : 'X')
                    : c == Color::White ? (dead ? 'o' : 'O')
                                        : '.');
        }
        out << '\n';
    }
    return out.str();
}

// The first way the two results differ, or nothing.
std::optional<std::string> firstDifference(const ScoreResult& untraced, const ScoreResult& traced)
{
    std::ostringstream out;
    for (int y = 0; y < untraced.height; ++y) {
        for (int x = 0; x < untraced.width; ++x) {
            const PointResult& a = untraced.at({x, y});
            const PointResult& b = traced.at({x, y});
            if (a.owner != b.owner || a.status != b.status || a.dead != b.dead || a.unresolved != b.unresolved
                || a.sekiGroup != b.sekiGroup) {
                return "point " + std::to_string(x) + "," + std::to_string(y) + ": untraced " + describe(a)
                       + "; traced " + describe(b);
            }
        }
    }
    if (untraced.sekiGroups() != traced.sekiGroups())
        return std::string("the seki groups differ");
    if (untraced.unresolved != traced.unresolved)
        return std::string("the unresolved flag differs");
    const auto sides = [](const SideScore& a, const SideScore& b) {
        return a.territory == b.territory && a.captures == b.captures && a.deadStones == b.deadStones
               && a.stones == b.stones && a.komi == b.komi && a.handicap == b.handicap && a.total == b.total;
    };
    if (!sides(untraced.black, traced.black) || !sides(untraced.white, traced.white)) {
        out << "the sides differ: untraced black " << untraced.black.territory << "+" << untraced.black.deadStones
            << " total " << untraced.black.total << ", white " << untraced.white.territory << "+"
            << untraced.white.deadStones << " total " << untraced.white.total << "; traced black "
            << traced.black.territory << "+" << traced.black.deadStones << " total " << traced.black.total << ", white "
            << traced.white.territory << "+" << traced.white.deadStones << " total " << traced.white.total;
        return out.str();
    }
    return std::nullopt;
}

// Scores position untraced and traced under every rule set, with boundary eyes and GNU Go's
// local-game eyes, in each of
// the 8 symmetries with and without the colours swapped; the first difference, described with
// the position that shows it, or nothing. scored counts the pairs compared.
struct Differential {
    Scorer untraced;
    Scorer traced;
    Trace trace;
    long scored = 0;

    // LocalGame: never, in the identity and with the colours swapped only (the lens is slow, and
    // with local-game eyes both scorings run the same stages), or in every symmetry.
    enum class LocalGame { Never, Unmoved, Always };

    // variant: one of the 16 (transform + 8 * swap), or -1 for all of them.
    // strict: with the 1989 rule too (its dame filling makes it the dearest of the three).
    std::optional<std::string> check(const Position& original, LocalGame localGame, int variant = -1,
                                     bool strict = true)
    {
        for (int swap = 0; swap < 2; ++swap) {
            for (int transform = 0; transform < 8; ++transform) {
                if (variant >= 0 && variant != transform + 8 * swap)
                    continue;
                const Position moved = test::transformPosition(original, transform);
                const Position position = swap ? test::swapColours(moved) : moved;
                for (EyeMethod eyes : {EyeMethod::Boundary, EyeMethod::LocalGame}) {
                    if (eyes == EyeMethod::LocalGame
                        && (localGame == LocalGame::Never || (localGame == LocalGame::Unmoved && transform != 0)))
                        continue;
                    untraced.setEyeMethod(eyes);
                    traced.setEyeMethod(eyes);
                    for (Rules rules : {Rules::Japanese, Rules::JapaneseStrict, Rules::Chinese}) {
                        if (rules == Rules::JapaneseStrict && !strict)
                            continue;
                        const ScoreResult& a = untraced.score(position, rules);
                        const ScoreResult& b = traced.score(position, rules, trace);
                        ++scored;
                        if (const auto difference = firstDifference(a, b)) {
                            return std::string(ruleSetName(rules)) + ", eyes " + std::string(eyeMethodName(eyes))
                                   + ", transform " + std::to_string(transform) + (swap ? ", colours swapped" : "")
                                   + ": " + *difference + "\n" + positionRows(position);
                        }
                    }
                }
            }
        }
        return std::nullopt;
    }
};

} // namespace

class TestDifferential : public QObject {
    Q_OBJECT

private slots:
    void bundled_data();
    void bundled();
    void randomPositions();
};

void TestDifferential::bundled_data()
{
    QTest::addColumn<QString>("path");
    int files = 0;
    const auto addFolder = [&](const QString& folder, const QStringList& patterns) {
        const QDir dir(folder);
        for (const QString& name : dir.entryList(patterns, QDir::Files, QDir::Name)) {
            QTest::newRow(qPrintable(dir.dirName() + QLatin1Char('/') + name)) << dir.filePath(name);
            ++files;
        }
    };
    const QStringList sgf{QStringLiteral("*.sgf")};
    addFolder(QStringLiteral(SEKI_TEST_CASES_DIR), {QStringLiteral("*.pos")});
    addFolder(QStringLiteral(SEKI_TEST_CASES_DIR "/1989"), {QStringLiteral("*.pos")});
    addFolder(QStringLiteral(SEKI_TEST_DATA_DIR "/games"), sgf);
    addFolder(QStringLiteral(SEKI_TEST_DATA_DIR "/sgf"), sgf);
    addFolder(QStringLiteral(SEKI_TEST_DATA_DIR "/ui"), {QStringLiteral("*.sgf"), QStringLiteral("*.pos")});
    addFolder(QStringLiteral(SEKI_RESOURCES_DIR "/games"), sgf);
    addFolder(QStringLiteral(SEKI_RESOURCES_DIR "/lessons"), sgf);
    QVERIFY(files >= 100);
}

// Every game of every bundled file that reads (a file made to be unreadable is skipped: the
// readers' tests cover those), at its scored position with its dead marks; local-game eyes in
// every symmetry with SEKI_DIFFERENTIAL_FULL (the sweep), else unmoved and colour-swapped.
void TestDifferential::bundled()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const LoadedFile loaded
        = loadFile(std::string_view(bytes.constData(), size_t(bytes.size())), gameFormatFor(path.toStdString()));
    if (loaded.error)
        QSKIP("the file does not read");
    Differential differential;
    const bool full = qEnvironmentVariableIsSet("SEKI_DIFFERENTIAL_FULL");
    int games = 0;
    for (int g = 0; g < loaded.gameCount(); ++g) {
        const LoadedGame game = loadGame(loaded, g);
        if (game.error)
            continue;
        ++games;
        const auto localGame = full ? Differential::LocalGame::Always : Differential::LocalGame::Unmoved;
        if (const auto difference = differential.check(game.position, localGame))
            QFAIL(qPrintable(QStringLiteral("game %1: ").arg(g) + QString::fromStdString(*difference)));
    }
    if (games == 0)
        QSKIP("no game of the file replays");
    QCOMPARE(differential.scored, long(games) * (16 + (full ? 16 : 2)) * 3);
}

// Seeded random positions, sizes 2x2 to 52x52 (most of them small, so the run stays short), of
// every kind randomPositionOfSize makes. By default 20,000 of them, each in one of the 16 symmetries
// and colour swaps in turn, under the relaxed rule and Chinese, the 1989 rule on one in 32 (on random
// boards, dame everywhere, its filling in turn costs more than the rest together, and it takes the
// same path traced or not), with
// boundary eyes and GNU Go's local-game eyes on one in a hundred (unmoved: that reading too runs the
// same stages traced or not, and the lens is slow). The sweep (SEKI_DIFFERENTIAL_FULL) scores each
// under every rule set in all 16, and with local-game eyes one in eight.
void TestDifferential::randomPositions()
{
    const int positions = qEnvironmentVariableIsSet("SEKI_DIFFERENTIAL_POSITIONS")
                              ? qEnvironmentVariableIntValue("SEKI_DIFFERENTIAL_POSITIONS")
                              : 20000;
    const auto seed = std::uint32_t(qEnvironmentVariableIsSet("SEKI_DIFFERENTIAL_SEED")
                                        ? qEnvironmentVariableIntValue("SEKI_DIFFERENTIAL_SEED")
                                        : 26);
    const bool full = qEnvironmentVariableIsSet("SEKI_DIFFERENTIAL_FULL");
    std::mt19937 random(seed);
    std::uniform_int_distribution<int> percent(0, 99);
    std::uniform_int_distribution<int> small(2, 13);
    std::uniform_int_distribution<int> any(2, Board::MaxSide);
    Differential differential;
    long sizes = 0;
    long largest = 0;
    long strictOnes = 0;
    for (int k = 0; k < positions; ++k) {
        // One in ten on any size up to 52x52, the rest up to 13x13; 52x52 itself one in 97.
        const bool large = percent(random) < 10;
        const bool maximal = k % 97 == 96;
        const int width = maximal ? Board::MaxSide : large ? any(random) : small(random);
        const int height = maximal ? Board::MaxSide : large ? any(random) : small(random);
        sizes += width * height;
        largest += maximal;
        const Position position = test::randomPositionOfSize(random, width, height);
        const bool localEyes = percent(random) < (full ? 12 : 1);
        const auto localGame = !localEyes ? Differential::LocalGame::Never
                               : full     ? Differential::LocalGame::Always
                                          : Differential::LocalGame::Unmoved;
        const int variant = full ? -1 : localEyes ? 8 * (k % 2) : k % 16;
        const bool strict = full || k % 32 == 0;
        strictOnes += strict;
        if (const auto difference = differential.check(position, localGame, variant, strict))
            QFAIL(qPrintable(QStringLiteral("position %1 (seed %2): ").arg(k).arg(seed)
                             + QString::fromStdString(*difference)));
    }
    qInfo("%d positions (mean %.0f points, %ld of 52x52), %ld pairs of scorings compared", positions,
          double(sizes) / std::max(positions, 1), largest, differential.scored);
    // The relaxed rule and Chinese in every position, the 1989 rule where asked, in each variant asked for.
    QVERIFY(differential.scored >= (long(positions) * 2 + strictOnes) * (full ? 16 : 1));
}

QTEST_GUILESS_MAIN(TestDifferential)
#include "tst_differential.moc"
