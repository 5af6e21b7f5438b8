#include "testsupport.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

namespace seki::test {

Position positionFromRows(const std::vector<std::string_view>& rows, double komi)
{
    std::vector<std::string> cells;
    for (std::string_view row : rows) {
        std::string line;
        for (char c : row)
            if (c != ' ')
                line += c;
        cells.push_back(line);
    }
    Position position;
    position.board = Board(int(cells.front().size()), int(cells.size()));
    position.komi = komi;
    for (int y = 0; y < int(cells.size()); ++y) {
        if (cells[size_t(y)].size() != cells.front().size())
            throw std::invalid_argument("ragged rows");
        for (int x = 0; x < int(cells[size_t(y)].size()); ++x) {
            const char c = cells[size_t(y)][size_t(x)];
            const Board::Index i = position.board.index(x, y);
            switch (c) {
            case 'X':
                position.board.set(i, Color::Black);
                break;
            case 'O':
                position.board.set(i, Color::White);
                break;
            case 'x':
                position.board.set(i, Color::Black);
                position.dead.set(size_t(i));
                break;
            case 'o':
                position.board.set(i, Color::White);
                position.dead.set(size_t(i));
                break;
            case '.':
                break;
            default:
                throw std::invalid_argument(std::string("bad cell ") + c);
            }
        }
    }
    return position;
}

Position cornerSekiPosition()
{
    return positionFromRows({
        ". X O . O X .",
        "X . O O O X .",
        "O O O X X X .",
        "X X X X . . .",
        ". . . . . . .",
        ". . . . . . .",
    });
}

std::vector<std::string> territoryRows(const ScoreResult& result)
{
    std::vector<std::string> rows;
    for (int y = 0; y < result.height; ++y) {
        std::string row;
        for (int x = 0; x < result.width; ++x)
            row += result.territoryChar({x, y});
        rows.push_back(row);
    }
    return rows;
}

Point transformPoint(Point p, int width, int height, int transform)
{
    if (transform & 1)
        p.x = width - 1 - p.x;
    if (transform & 2)
        p.y = height - 1 - p.y;
    if (transform & 4)
        std::swap(p.x, p.y);
    return p;
}

Position transformPosition(const Position& position, int transform)
{
    const Board& from = position.board;
    const bool transposed = transform & 4;
    Position out = position;
    out.board = Board(transposed ? from.height() : from.width(), transposed ? from.width() : from.height());
    out.dead.reset();
    for (int y = 0; y < from.height(); ++y) {
        for (int x = 0; x < from.width(); ++x) {
            const Point to = transformPoint({x, y}, from.width(), from.height(), transform);
            out.board.set(to, from.at(Point{x, y}));
            if (position.dead.test(size_t(from.index(x, y))))
                out.dead.set(size_t(out.board.index(to)));
        }
    }
    return out;
}

Position swapColours(const Position& position)
{
    Position out = position;
    position.board.forEachPoint([&](Board::Index i) {
        const Color c = position.board.at(i);
        if (isStone(c))
            out.board.set(i, opponent(c));
    });
    std::swap(out.capturedByBlack, out.capturedByWhite);
    return out;
}

namespace {

// randomPosition's stones on position's board, its dead marks, komi and captures.
void scatterRandomly(std::mt19937& random, Position& position)
{
    std::uniform_int_distribution<int> percent(0, 99);
    Board& board = position.board;
    const int points = board.pointCount();
    if (percent(random) < 50) {
        // Scattered stones: dense, with many tiny regions, false-eye shapes and shared liberties.
        const int emptyShare = 20 + percent(random) / 2;
        board.forEachPoint([&](Board::Index i) {
            const int roll = percent(random);
            if (roll >= emptyShare)
                board.set(i, roll % 2 ? Color::Black : Color::White);
        });
    } else {
        // Legal moves with captures, as a game would leave them.
        std::uniform_int_distribution<int> x(0, board.width() - 1);
        std::uniform_int_distribution<int> y(0, board.height() - 1);
        const int moves = points * (40 + percent(random)) / 100;
        Color toPlay = Color::Black;
        for (int m = 0; m < moves; ++m) {
            const Board::Index i = board.index(x(random), y(random));
            if (board.at(i) != Color::Empty)
                continue;
            board.play(i, toPlay);
            toPlay = opponent(toPlay);
        }
    }
    // Mark some blocks dead, whole blocks as a player would.
    const int deadShare = percent(random) % 25;
    board.forEachPoint([&](Board::Index i) {
        if (!isStone(board.at(i)) || position.dead.test(size_t(i)) || percent(random) >= deadShare)
            return;
        for (Board::Index s : board.connected(i))
            position.dead.set(size_t(s));
    });
    position.komi = (percent(random) % 3) * 3.5;
    position.capturedByBlack = percent(random) % 5;
    position.capturedByWhite = percent(random) % 5;
}

// An ending: the board split between the colours (each point takes the colour of its nearest
// seed; a tie is a dame), each side's area walled where it meets the other's or the edge of a
// hole and empty inside, with stones left inside (eyes, false eyes, cut shapes), some walls
// broken into dame, and invading stones, most of them marked dead.
void fillEnding(std::mt19937& random, Position& position)
{
    std::uniform_int_distribution<int> percent(0, 99);
    Board& board = position.board;
    const int width = board.width();
    const int height = board.height();
    std::uniform_int_distribution<int> x(0, width - 1);
    std::uniform_int_distribution<int> y(0, height - 1);
    const int seeds = 2 + board.pointCount() / (20 + percent(random));
    std::vector<Point> at(static_cast<size_t>(seeds));
    std::vector<Color> colour(static_cast<size_t>(seeds));
    for (int k = 0; k < seeds; ++k) {
        at[size_t(k)] = {x(random), y(random)};
        colour[size_t(k)] = k % 2 ? Color::White : Color::Black;
    }
    // area: Black, White, or Empty where the nearest seeds of both colours are as near.
    std::vector<Color> area(size_t(width * height), Color::Empty);
    for (int py = 0; py < height; ++py) {
        for (int px = 0; px < width; ++px) {
            int nearest[2] = {1 << 20, 1 << 20};
            for (int k = 0; k < seeds; ++k) {
                const int d = std::abs(at[size_t(k)].x - px) + std::abs(at[size_t(k)].y - py);
                int& n = nearest[colour[size_t(k)] == Color::White];
                n = std::min(n, d);
            }
            area[size_t(py * width + px)] = nearest[0] < nearest[1]   ? Color::Black
                                            : nearest[1] < nearest[0] ? Color::White
                                                                      : Color::Empty;
        }
    }
    const auto areaAt = [&](int px, int py) {
        return px < 0 || py < 0 || px >= width || py >= height ? Color::Wall : area[size_t(py * width + px)];
    };
    const int innerStones = percent(random) / 4; // percent of inside points with a stone
    const int brokenWalls = percent(random) / 5; // percent of wall stones left out (dame)
    const int invaders = percent(random) / 10;   // percent of inside points with an opponent's stone
    const int unmarked = percent(random) / 5;    // percent of invaders not marked dead
    for (int py = 0; py < height; ++py) {
        for (int px = 0; px < width; ++px) {
            const Color c = areaAt(px, py);
            if (c == Color::Empty)
                continue;
            bool wall = false;
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) {
                    const Color n = areaAt(px + dx, py + dy);
                    wall = wall || (n != c && n != Color::Wall);
                }
            const Board::Index i = board.index(px, py);
            if (wall) {
                if (percent(random) >= brokenWalls)
                    board.set(i, c);
            } else if (percent(random) < innerStones) {
                board.set(i, c);
            } else if (percent(random) < invaders) {
                board.set(i, opponent(c));
                if (percent(random) >= unmarked)
                    position.dead.set(size_t(i));
            }
        }
    }
    // A dead mark covers its whole block, as a player marks; a block with any live stone lives.
    board.forEachPoint([&](Board::Index i) {
        if (!isStone(board.at(i)) || !position.dead.test(size_t(i)))
            return;
        bool alive = false;
        for (Board::Index s : board.connected(i))
            alive = alive || !position.dead.test(size_t(s));
        if (!alive)
            return;
        for (Board::Index s : board.connected(i))
            position.dead.reset(size_t(s));
    });
    position.komi = (percent(random) % 3) * 3.5;
    position.capturedByBlack = percent(random) % 5;
    position.capturedByWhite = percent(random) % 5;
}

} // namespace

Position randomPosition(std::mt19937& random, int maxSide)
{
    std::uniform_int_distribution<int> side(1, maxSide);
    Position position;
    position.board = Board(side(random), side(random));
    scatterRandomly(random, position);
    return position;
}

Position randomPositionOfSize(std::mt19937& random, int width, int height)
{
    Position position;
    position.board = Board(width, height);
    if (std::uniform_int_distribution<int>(0, 99)(random) < 40)
        fillEnding(random, position);
    else
        scatterRandomly(random, position);
    return position;
}

std::vector<std::string> territoryDifferences(const ScoreResult& a, const ScoreResult& b, int transform,
                                              bool coloursSwapped)
{
    std::vector<std::string> differences;
    for (int y = 0; y < a.height; ++y) {
        for (int x = 0; x < a.width; ++x) {
            const Point p{x, y};
            const Point q = transformPoint(p, a.width, a.height, transform);
            if (a.at(p).unresolved != b.at(q).unresolved)
                differences.push_back(std::to_string(x) + "," + std::to_string(y) + ": unresolved "
                                      + (a.at(p).unresolved ? "yes" : "no") + " vs "
                                      + (b.at(q).unresolved ? "yes" : "no"));
            // The verdict's kind too (seki eye, dame, false eye, territory, stone), not only who scores.
            if (a.at(p).status != b.at(q).status)
                differences.push_back(std::to_string(x) + "," + std::to_string(y) + ": status "
                                      + std::to_string(int(a.at(p).status)) + " vs "
                                      + std::to_string(int(b.at(q).status)));
            char expected = a.territoryChar(p);
            if (coloursSwapped)
                expected = expected == 'b' ? 'w' : expected == 'w' ? 'b' : expected;
            const char got = b.territoryChar(q);
            if (expected != got)
                differences.push_back(std::to_string(x) + "," + std::to_string(y) + ": " + expected + " vs " + got);
        }
    }
    return differences;
}

} // namespace seki::test
