#include "damefill.h"

#include "eyecount.h"

#include "scoring/tables/regiontable.h"

#include <algorithm>

namespace seki {

std::uint32_t DameFiller::nextStamp() const
{
    if (++m_stamp == 0) {
        m_seen.fill(0);
        const_cast<DameFiller*>(this)->m_regionSeen.fill(0);
        m_stamp = 1;
    }
    return m_stamp;
}

void DameFiller::findBlocks(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells)
{
    std::fill_n(m_block.begin(), geometry.cellCount(), std::int16_t(-1));
    int count = 0;
    geometry.forEachPoint([&](int start) {
        const Color c = cells[size_t(start)];
        if (!isStone(c) || m_block[size_t(start)] >= 0)
            return;
        const auto b = std::int16_t(count++);
        const std::uint32_t libertyStamp = nextStamp();
        int liberties = 0;
        int head = 0;
        int tail = 0;
        m_queue[size_t(tail++)] = start;
        m_block[size_t(start)] = b;
        m_firstStone[size_t(b)] = start;
        while (head < tail) {
            const int i = m_queue[size_t(head++)];
            for (int d : geometry.neighbours) {
                const int n = i + d;
                const Color nc = cells[size_t(n)];
                if (nc == c && m_block[size_t(n)] < 0) {
                    m_block[size_t(n)] = b;
                    m_queue[size_t(tail++)] = n;
                } else if (nc == Color::Empty && m_seen[size_t(n)] != libertyStamp) {
                    m_seen[size_t(n)] = libertyStamp;
                    if (liberties < KeptLiberties)
                        m_someLiberties[size_t(b)][size_t(liberties)] = n;
                    ++liberties;
                }
            }
        }
        m_liberties[size_t(b)] = std::int16_t(liberties);
    });
    m_blockCount = count;
}

int DameFiller::groupOf(int block) const
{
    while (m_groupParent[size_t(block)] != block) {
        m_groupParent[size_t(block)] = m_groupParent[size_t(m_groupParent[size_t(block)])];
        block = m_groupParent[size_t(block)];
    }
    return block;
}

void DameFiller::findGroups(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells)
{
    const RegionTable& regions = *m_regions;
    const std::array<bool, Board::MaxCells>& neutral = *m_neutral;
    for (int b = 0; b < m_blockCount; ++b) {
        m_groupParent[size_t(b)] = std::int16_t(b);
        m_groupEyes[size_t(b)] = 0;
    }
    // The empty points of the players' own areas (the regions of one colour, as the board was):
    // every block beside one of a region's points joins the first block seen beside it.
    const std::uint32_t seen = nextStamp();
    int seenCount = 0;
    geometry.forEachPoint([&](int i) {
        if (cells[size_t(i)] != Color::Empty || neutral[size_t(i)])
            return;
        // A point of the board's own regions, or of an area a capture left (numbered after them).
        const int r = regions.id[size_t(i)] >= 0       ? regions.id[size_t(i)]
                      : m_capturedArea[size_t(i)] >= 0 ? regions.count + m_capturedArea[size_t(i)]
                                                       : -1;
        if (r < 0)
            return;
        for (int d : geometry.neighbours) {
            const int n = i + d;
            if (!isStone(cells[size_t(n)]))
                continue;
            const int b = m_block[size_t(n)];
            if (m_regionSeen[size_t(r)] != seen) {
                m_regionSeen[size_t(r)] = seen;
                m_regionBlock[size_t(r)] = std::int16_t(b);
                m_area[size_t(seenCount++)] = r;
                continue;
            }
            int a = groupOf(m_regionBlock[size_t(r)]);
            int other = groupOf(b);
            if (a == other)
                continue;
            if (other < a)
                std::swap(a, other);
            m_groupParent[size_t(other)] = std::int16_t(a);
        }
    });
    // SCORING.md, stage 4: each region's eyes by the eye table, rounded down (1.5 is one eye
    // for sure), summed over the group's regions.
    for (int k = 0; k < seenCount; ++k) {
        const int r = m_area[size_t(k)];
        std::int8_t& eyes = m_groupEyes[size_t(groupOf(m_regionBlock[size_t(r)]))];
        const int regionEyes
            = r < regions.count ? regions.halfEyes[size_t(r)] / 2 : m_capturedEyes[size_t(r - regions.count)];
        eyes = std::int8_t(std::min(2, eyes + regionEyes));
    }
}

bool DameFiller::captures(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells, int p,
                          Color c) const
{
    for (int d : geometry.neighbours) {
        const int n = p + d;
        if (cells[size_t(n)] == opponent(c) && m_liberties[size_t(m_block[size_t(n)])] == 1
            && m_someLiberties[size_t(m_block[size_t(n)])][0] == p)
            return true;
    }
    return false;
}

int DameFiller::libertiesAfter(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells, int p,
                               Color c) const
{
    if (captures(geometry, cells, p, c))
        return 2; // it captures: never self-atari
    // The stone's own empty neighbours, and the liberties of the blocks of its colour it joins
    // (as the block table holds them, less the points filled since: a block with KeptLiberties
    // kept has two left whichever two points were taken).
    const std::uint32_t stamp = nextStamp();
    m_seen[size_t(p)] = stamp;
    int liberties = 0;
    auto count = [&](int n) {
        if (cells[size_t(n)] == Color::Empty && m_seen[size_t(n)] != stamp) {
            m_seen[size_t(n)] = stamp;
            ++liberties;
        }
    };
    for (int d : geometry.neighbours)
        count(p + d);
    for (int d : geometry.neighbours) {
        const int n = p + d;
        if (cells[size_t(n)] != c)
            continue;
        const int b = m_block[size_t(n)];
        const int kept = std::min<int>(m_liberties[size_t(b)], KeptLiberties);
        for (int k = 0; k < kept; ++k)
            count(m_someLiberties[size_t(b)][size_t(k)]);
    }
    return std::min(liberties, 2);
}

int DameFiller::capturedAreaEyes(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells,
                                 int b) const
{
    // The block's stones, and its boundary as stage 4 measures a region's: the distinct stones
    // beside it and the board's edge beside it.
    int size = 0;
    const std::uint32_t stamp = nextStamp();
    BoundaryParts parts;
    for (int i = 0; i < geometry.cellCount(); ++i) {
        if (m_block[size_t(i)] == b)
            m_area[size_t(size++)] = i;
    }
    for (int k = 0; k < size; ++k) {
        const int i = m_area[size_t(k)];
        const Point p = geometry.point(i);
        const std::array<bool, 4> off{p.x == 0, p.x == geometry.width - 1, p.y == 0, p.y == geometry.height - 1};
        for (int dk = 0; dk < 4; ++dk) {
            const int n = i + geometry.neighbours[size_t(dk)];
            if (off[size_t(dk)]) {
                // left, right, up, down (Board's order of neighbours)
                (dk == 0 ? parts.left : dk == 1 ? parts.right : dk == 2 ? parts.top : parts.bottom)++;
            } else if (m_block[size_t(n)] != b && cells[size_t(n)] != Color::Empty && m_seen[size_t(n)] != stamp) {
                m_seen[size_t(n)] = stamp;
                ++parts.stones;
            } else if (cells[size_t(n)] == Color::Empty && m_seen[size_t(n)] != stamp) {
                m_seen[size_t(n)] = stamp; // the capturing stone's point: a stone of the boundary then
                ++parts.stones;
            }
        }
    }
    const int length = parts.length();
    RegionShape shape = RegionShape::Other;
    if (size == 4 || (size > 4 && length == 9))
        shape = classifyPoints(geometry, m_area.data(), size, length, [&](int i) { return m_block[size_t(i)] == b; });
    return halfEyesFor(length, shape) / 2;
}

int DameFiller::eyesJoined(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells, int p,
                           Color c) const
{
    int eyes = 0;
    std::array<int, 4> groups{-1, -1, -1, -1};
    for (int k = 0; k < 4; ++k) {
        const int n = p + geometry.neighbours[size_t(k)];
        const Color nc = cells[size_t(n)];
        if (nc == c) {
            const int g = groupOf(m_block[size_t(n)]);
            if (std::find(groups.begin(), groups.end(), g) != groups.end())
                continue;
            groups[size_t(k)] = g;
            eyes += m_groupEyes[size_t(g)];
        } else if (nc == opponent(c) && m_liberties[size_t(m_block[size_t(n)])] == 1) {
            // A block the stone captures leaves its points to c: an area counted as a region.
            const int b = m_block[size_t(n)];
            bool counted = false;
            for (int j = 0; j < k; ++j)
                counted = counted
                          || (cells[size_t(p + geometry.neighbours[size_t(j)])] == nc
                              && m_block[size_t(p + geometry.neighbours[size_t(j)])] == b);
            if (!counted)
                eyes += capturedAreaEyes(geometry, cells, b);
        }
    }
    return std::min(eyes, 2);
}

bool DameFiller::keepsTwoEyes(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells, int p,
                              Color c) const
{
    return eyesJoined(geometry, cells, p, c) >= 2;
}

bool DameFiller::attacks(const BoardScratch& geometry, std::array<Color, Board::MaxCells>& cells, int p, Color c) const
{
    // An opponent's block with two liberties, p and one more, where connecting would not give it
    // two again: filling p would put stones the players agreed alive in danger, not fill a dame.
    const Color other = opponent(c);
    for (int d : geometry.neighbours) {
        const int n = p + d;
        if (cells[size_t(n)] != other || m_liberties[size_t(m_block[size_t(n)])] != 2)
            continue;
        const auto& libs = m_someLiberties[size_t(m_block[size_t(n)])];
        const int last = libs[0] == p ? libs[1] : libs[0];
        cells[size_t(p)] = Color::Wall;
        const bool inDanger = libertiesAfter(geometry, cells, last, other) < 2;
        cells[size_t(p)] = Color::Empty;
        if (inDanger)
            return true;
    }
    return false;
}

bool DameFiller::fillable(const BoardScratch& geometry, std::array<Color, Board::MaxCells>& cells, int p, Color c) const
{
    // Article 7: a fill after which c's stones would not keep two eyes is a self-atari once the
    // dame are played out (a seki's shared liberty, a capture that starts a race c loses), and
    // one that endangers a block agreed alive is an attack, not the filling of a dame.
    return keepsTwoEyes(geometry, cells, p, c) && !attacks(geometry, cells, p, c);
}

int DameFiller::claimInTurn(const BoardScratch& geometry, std::array<Color, Board::MaxCells>& cells,
                            const std::array<DameFill, Board::MaxCells>& filled)
{
    std::fill_n(m_claimBy.begin(), geometry.cellCount(), Color::Empty);
    int claims = 0;
    for (int b = 0; b < m_blockCount; ++b) {
        if (m_liberties[size_t(b)] >= 2 && m_groupEyes[size_t(groupOf(b))] >= 2)
            continue;
        const Color c = cells[size_t(m_firstStone[size_t(b)])];
        // The dame either player filled beside the block (Color::Wall on the board, not its
        // edge) that would save it as c's stone: two liberties, and two eyes for the groups it
        // joins.
        int saving = 0;
        const int first = claims;
        const std::uint32_t seen = nextStamp();
        for (int i = 0; i < geometry.cellCount(); ++i) {
            if (m_block[size_t(i)] != b)
                continue;
            for (int d : geometry.neighbours) {
                const int w = i + d;
                if (cells[size_t(w)] != Color::Wall || filled[size_t(w)] != DameFill::Dame || m_seen[size_t(w)] == seen)
                    continue;
                m_seen[size_t(w)] = seen;
                cells[size_t(w)] = Color::Empty;
                const bool saves = libertiesAfter(geometry, cells, w, c) >= 2 && eyesJoined(geometry, cells, w, c) >= 2;
                cells[size_t(w)] = Color::Wall;
                m_seen[size_t(w)] = seen; // libertiesAfter took stamps of its own
                if (saves) {
                    m_claimed[size_t(claims++)] = w;
                    ++saving;
                }
            }
        }
        // Article 9-3: after the game stopped, the other player could fill the one saving dame
        // only by resuming play, and then the owner plays first: it is the owner's.
        if (saving == 0)
            continue;
        for (int k = first; k < claims; ++k) {
            const int w = m_claimed[size_t(k)];
            Color& by = m_claimBy[size_t(w)];
            by = by == Color::Empty || by == c ? c : Color::Wall; // Wall: both players need it
        }
    }
    // The claimed dame become their owners' stones, the records say so; one both need stays.
    int converted = 0;
    for (int k = 0; k < claims; ++k) {
        const int w = m_claimed[size_t(k)];
        const Color by = m_claimBy[size_t(w)];
        if (!isStone(by) || cells[size_t(w)] != Color::Wall)
            continue;
        cells[size_t(w)] = by;
        DameFillRecord& record = m_records[size_t(m_recordAt[size_t(w)])];
        record.by = by;
        record.reason = StrictFillReason::InTurn;
        ++converted;
    }
    return converted;
}

void DameFiller::capture(const BoardScratch& geometry, std::array<Color, Board::MaxCells>& cells, int p, Color c)
{
    for (int d : geometry.neighbours) {
        const int n = p + d;
        if (cells[size_t(n)] != opponent(c))
            continue;
        // The round's captures are decided on its board: a stone another fill of this round put
        // there is in no block of that board.
        const int b = m_block[size_t(n)];
        if (b < 0 || m_liberties[size_t(b)] != 1 || m_someLiberties[size_t(b)][0] != p)
            continue;
        const int area = m_capturedCount++;
        m_capturedEyes[size_t(area)] = std::int8_t(capturedAreaEyes(geometry, cells, b));
        for (int i = 0; i < geometry.cellCount(); ++i) {
            if (m_block[size_t(i)] == b && cells[size_t(i)] == opponent(c)) {
                m_capturedColor[size_t(i)] = cells[size_t(i)];
                cells[size_t(i)] = Color::Empty;
                m_capturedArea[size_t(i)] = std::int16_t(area);
                m_captured[size_t(m_capturedStones++)] = i;
            }
        }
    }
}

void DameFiller::fill(const BoardScratch& geometry, std::array<Color, Board::MaxCells>& cells,
                      const std::array<bool, Board::MaxCells>& neutral, const RegionTable& regions,
                      std::array<DameFill, Board::MaxCells>& filled)
{
    m_neutral = &neutral;
    m_regions = &regions;
    m_recordCount = 0;
    std::fill_n(filled.begin(), geometry.cellCount(), DameFill::None);
    std::fill_n(m_capturedArea.begin(), geometry.cellCount(), std::int16_t(-1));
    m_capturedCount = 0;
    m_capturedStones = 0;
    // Every round fills a point or takes stones off for good (a taken point is never refilled:
    // it is no dame); the bound only guards against a cycle of captures.
    for (int round = 0; round < geometry.cellCount(); ++round) {
        bool changed = false;
        // Every dame a player can fill, decided on the same board: the order of the points does
        // not matter, so the answer keeps the board's symmetries and the colours'.
        findBlocks(geometry, cells);
        findGroups(geometry, cells);
        int count = 0;
        geometry.forEachPoint([&](int i) {
            if (cells[size_t(i)] != Color::Empty || !neutral[size_t(i)])
                return;
            const bool black = fillable(geometry, cells, i, Color::Black);
            const bool white = fillable(geometry, cells, i, Color::White);
            if (!black && !white)
                return;
            const Color by = black && white ? Color::Empty : black ? Color::Black : Color::White;
            m_toFill[size_t(count)] = i;
            m_toFillBy[size_t(count)] = by;
            m_toFillReason[size_t(count++)] = by != Color::Empty && captures(geometry, cells, i, by)
                                                  ? StrictFillReason::Capture
                                              : by == Color::Empty ? StrictFillReason::EitherCanFill
                                                                   : StrictFillReason::OnlyOneCanFill;
        });
        for (int k = 0; k < count; ++k) {
            const int p = m_toFill[size_t(k)];
            const Color by = m_toFillBy[size_t(k)];
            // Article 5: a fill that captures takes the stones off; their points are the
            // capturer's area, counted as a region of his (capturedAreaEyes).
            if (m_toFillReason[size_t(k)] == StrictFillReason::Capture)
                capture(geometry, cells, p, by);
            cells[size_t(p)] = by == Color::Empty ? Color::Wall : by;
            filled[size_t(p)] = DameFill::Dame;
            m_recordAt[size_t(p)] = m_recordCount;
            m_records[size_t(m_recordCount++)] = {p, DameFill::Dame, m_toFillReason[size_t(k)], by, round, -1};
            changed = true;
        }
        // Article 9, the dame played out alternately: a block left with fewer than two liberties
        // beside dame either player could fill, each of which saves it as its owner's stone, has
        // its owner fill them: in turn beside two or more, first on a resumption of play beside
        // one (Article 9-3): those dame are his.
        findBlocks(geometry, cells);
        findGroups(geometry, cells);
        if (claimInTurn(geometry, cells, filled) > 0)
            findBlocks(geometry, cells);
        // A block the filled dame leave in atari connects on its last liberty, in its own area
        // (Article 9: teire before the count), whether or not that saves it at once: a point
        // where the opponent would otherwise capture is no territory either.
        count = 0;
        for (int b = 0; b < m_blockCount; ++b) {
            const int last = m_someLiberties[size_t(b)][0];
            if (m_liberties[size_t(b)] != 1 || neutral[size_t(last)] || filled[size_t(last)] != DameFill::None)
                continue;
            // Whether connecting saves it, decided on the board of this round's fills; a
            // connection that would be suicide is no move (Article 4): the block stays as marked.
            const Color c = cells[size_t(m_firstStone[size_t(b)])];
            const int after = libertiesAfter(geometry, cells, last, c);
            if (after == 0)
                continue;
            m_toFillReason[size_t(count)]
                = after >= 2 ? StrictFillReason::Connection : StrictFillReason::ConnectionInVain;
            m_toFill[size_t(count++)] = b;
        }
        for (int k = 0; k < count; ++k) {
            const int b = m_toFill[size_t(k)];
            const int stone = m_firstStone[size_t(b)];
            const int last = m_someLiberties[size_t(b)][0];
            if (cells[size_t(last)] != Color::Empty)
                continue;
            const Color c = cells[size_t(stone)];
            cells[size_t(last)] = c;
            filled[size_t(last)] = DameFill::Connection;
            m_records[size_t(m_recordCount++)]
                = {last, DameFill::Connection, m_toFillReason[size_t(k)], c, round, stone};
            changed = true;
        }
        if (!changed)
            break;
    }
    // SCORING.md, "What the scorer is given": the players' marks decide life and death. A stone
    // they left alive that the ending takes off only lets the capturer fill around it; it stands
    // for the count (a stone the fills since surrounded keeps its point as a stone).
    for (int k = 0; k < m_capturedStones; ++k) {
        const int i = m_captured[size_t(k)];
        if (cells[size_t(i)] == Color::Empty)
            cells[size_t(i)] = m_capturedColor[size_t(i)];
    }
}

} // namespace seki
