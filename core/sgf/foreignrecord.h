#pragma once

#include "numbertext.h"
#include "sgfgametree.h"
#include "sgfreader.h"
#include "textlocation.h"

#include "board/color.h"
#include "board/point.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seki {

// What the readers of other servers' records (Tygem GIB, WBaduk/Oro NGF, Pandanet UGF/UGI) share:
// their text in lines, and a game tree built as SGF would hold it, so that everything after the
// reading (the replay, the window, saving as SGF) is the same for every format.

struct TextLine {
    std::string_view text; // without the line break; UTF-8
    int number = 0;        // 1-based
};
// LF, CR, CRLF and LFCR are each one line break.
std::vector<TextLine> splitLines(std::string_view text);

// Where the handicap stones stand. Tygem's third stone is the top-left corner, where Japanese
// and SGF convention put it bottom right; two to nine stones otherwise agree.
enum class HandicapLayout { Japanese, Tygem };
// The points of `stones` handicap stones (2..9) on a square board of `size`, on the star points
// (the fourth line, the third below 13x13); empty when the board has no such places.
std::vector<Point> handicapPoints(int size, int stones, HandicapLayout layout);

// A result in words, as servers write it ("Black wins by 0.5!", "White wins by resign!",
// "黒中押し勝ち", "白5.5目勝ち", "흑 1.5집 승", "white wins by time") in SGF's RE form ("B+0.5", "W+R",
// "B+T"); nullopt when the words are not understood.
std::optional<std::string> resultFromWords(std::string_view words);

// A game tree built node by node, every text in UTF-8 (the root says CA[UTF-8]).
class ForeignRecord {
public:
    explicit ForeignRecord(int size = 19);

    // A node's properties, the root's at 0 (its links are this record's, not the SgfNode's).
    SgfNode& node(int index) { return m_nodes[size_t(index)].content; }
    SgfNode& root() { return node(0); }
    int nodeCount() const { return int(m_nodes.size()); }
    int size() const { return m_size; }
    void setSize(int size);

    // Sets a root property to `text` (nothing when the text is empty).
    void setInfo(std::string_view identifier, std::string_view text);
    // HA and the stones as AB (nothing for fewer than 2); false when the board has no places for them.
    bool placeHandicap(int stones, HandicapLayout layout);
    // A new node under `parent` holding a move (a pass when `point` is empty), at `location` in
    // the file; its index. Appended after the parent's children, or put first (the main line).
    int addMove(int parent, Color color, std::optional<Point> point, TextLocation location, bool first = false);
    // A node without a move (a record's last, scoring node).
    int addNode(int parent, TextLocation location, bool first = false);
    // Appends a paragraph to a node's comment.
    void addComment(int node, std::string_view text);
    void addSetup(Color color, Point point);

    // The finished record as a file of one game.
    SgfFile finish(std::string charset, std::vector<SgfWarning> warnings);

private:
    int addChild(int parent, bool first);

    // Built apart from an SgfGameTree so that a main line read after its variations still comes
    // first among the children.
    struct Node {
        int parent = -1;
        std::vector<int> children;
        SgfNode content;
    };
    std::vector<Node> m_nodes; // [0] is the root
    int m_size = 19;
};

} // namespace seki
