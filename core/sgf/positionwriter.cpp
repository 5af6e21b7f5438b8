#include "positionwriter.h"

#include "gameinfo.h"

#include "scoring/scoreresult.h"

#include <string>

namespace seki {

namespace {

void writeSize(SgfNode& root, const Board& board)
{
    if (board.width() == board.height())
        root.setText("SZ", std::to_string(board.width()));
    else
        root.set("SZ", {SgfValue::fromCompose(std::to_string(board.width()), std::to_string(board.height()))});
}

} // namespace

void writePosition(SgfNode& root, const Position& position, const std::string& capturesNote)
{
    // SZ, KM, RU and HA are set in place below; the rest belongs to what the position replaces.
    for (const char* identifier : {"AB", "AW", "AE", "RE", "TB", "TW", "PL", "B", "W", CapturesProperty})
        root.remove(identifier);
    const Board& board = position.board;
    writeSize(root, board);
    root.setText("KM", formatScore(position.komi));
    // The root's own RU stays while it means these rules (AGA, New Zealand, Korean... read
    // again as they were), so that the count and its handicap compensation are the same on reopening.
    const std::string rules = root.text("RU").value_or(std::string{});
    const bool sameRules = !rules.empty() && rulesFromSgf(rules) == position.rules
                           && handicapCompensationFromSgf(rules) == position.handicapCompensation;
    if (!sameRules)
        root.setText("RU", position.rules != Rules::Chinese ? "Japanese"
                           : position.handicapCompensation == HandicapCompensation::PerStoneAfterFirst ? "AGA"
                                                                                                       : "Chinese");
    // Black's handicap stones, which area counting compensates: part of the position.
    if (position.handicap > 0)
        root.setText("HA", std::to_string(position.handicap));
    else
        root.remove("HA");
    if (position.capturedByBlack || position.capturedByWhite) {
        root.set(CapturesProperty, {SgfValue::fromCompose(std::to_string(position.capturedByBlack),
                                                          std::to_string(position.capturedByWhite))});
        if (!capturesNote.empty()) {
            std::string comment = root.text("GC").value_or(std::string{});
            if (comment.find(capturesNote) == std::string::npos) {
                if (!comment.empty())
                    comment += "\n\n";
                root.setText("GC", comment + capturesNote);
            }
        }
    }
    board.forEachPoint([&](Board::Index i) {
        const Color color = board.at(i);
        if (isStone(color))
            root.addValue(color == Color::Black ? "AB" : "AW", SgfValue::fromText(toSgf(board.point(i))));
    });
}

SgfGameTree treeFromPosition(const Position& position, const std::string& version, const std::string& name,
                             const std::string& note, const std::string& capturesNote)
{
    SgfGameTree tree;
    SgfNode& root = tree.root();
    root.setText("FF", "4");
    root.setText("GM", "1");
    root.setText("CA", "UTF-8");
    root.set("AP", {SgfValue::fromCompose("SekiScope", version)});
    if (!name.empty())
        root.setText("GN", name);
    if (!note.empty())
        root.setText("GC", note);
    writePosition(root, position, capturesNote);
    return tree;
}

SgfGameTree editedTree(const SgfNode& originalRoot, const Position& position, const std::string& capturesNote)
{
    SgfGameTree tree;
    tree.root().properties() = originalRoot.properties();
    writePosition(tree.root(), position, capturesNote);
    return tree;
}

bool isGameInformation(std::string_view identifier)
{
    for (const char* information : {"AN", "BR", "BT", "CP", "DT", "EV", "GC", "GN", "HA", "KM", "ON", "OT", "PB", "PC",
                                    "PW", "RE", "RO", "RU", "SO", "TM", "US", "WR", "WT"})
        if (identifier == information)
            return true;
    return false;
}

void keepGameInformation(SgfNode& to, const SgfNode& from)
{
    for (const SgfProperty& property : from.properties())
        if (isGameInformation(property.identifier) && property.identifier != "RE" && !to.has(property.identifier))
            to.append(property);
}

void writeTerritory(SgfNode& node, const Position& position, const ScoreResult* scored)
{
    node.remove("TB");
    node.remove("TW");
    const Board& board = position.board;
    board.forEachPoint([&](Board::Index i) {
        const Point p = board.point(i);
        char owner = scored ? scored->territoryChar(p) : '.';
        // KGS writes a dead stone's point as the opponent's territory: that is how the file says
        // which stones are dead.
        if (position.dead.test(size_t(i)))
            owner = board.at(i) == Color::White ? 'b' : 'w';
        if (owner == 'b' || owner == 'w')
            node.addValue(owner == 'b' ? "TB" : "TW", SgfValue::fromText(toSgf(p)));
    });
}

} // namespace seki
