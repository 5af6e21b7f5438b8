#include "board/boardscenebuilder.h"

#include "scoring/filemarks.h"
#include "sgf/movenumbers.h"
#include "sgf/nodemarkup.h"
#include "sgf/treecursor.h"

namespace seki::ui {

BoardScene BoardSceneBuilder::recordNode(const TreeCursor& cursor, bool showCoordinates)
{
    BoardScene scene;
    scene.showCoordinates = showCoordinates;
    scene.board = cursor.state().board;
    scene.lastMove = cursor.state().movePoint;
    const std::vector<TreeCursor::Branch> branches = cursor.branches();
    if (branches.size() > 1)
        for (size_t k = 0; k < branches.size() && k < 26; ++k)
            if (branches[k].point)
                scene.branchLabels.emplace_back(*branches[k].point, char('A' + k));
    return scene;
}

BoardScene BoardSceneBuilder::scoredPosition(const Position& position, std::optional<Point> lastMove,
                                             const ScoreResult* result, bool fileMarks, bool showCoordinates)
{
    BoardScene scene;
    scene.showCoordinates = showCoordinates;
    scene.board = position.board;
    scene.dead = position.dead;
    scene.lastMove = lastMove;
    if (!result)
        return scene;
    position.board.forEachPoint([&](Board::Index i) {
        const PointResult& point = result->points[size_t(i)];
        scene.marks[size_t(i)] = markForResult(point);
        if (point.unresolved)
            scene.unresolved.set(size_t(i));
    });
    if (fileMarks)
        for (Point p : fileMarksDiffer(position, *result))
            scene.fileDiffers.set(size_t(position.board.index(p)));
    return scene;
}

void BoardSceneBuilder::addMoveNumbers(BoardScene& scene, const TreeCursor& cursor, int lastMoves)
{
    scene.moveNumbers.clear();
    if (lastMoves == 0)
        return;
    for (const NumberedStone& stone : numberedStones(cursor, lastMoves))
        scene.moveNumbers.emplace_back(stone.point, stone.number);
}

void BoardSceneBuilder::addMarkup(BoardScene& scene, const SgfNode& node)
{
    NodeMarkup markup = readMarkup(node, scene.board.width(), scene.board.height());
    scene.shapes = std::move(markup.shapes);
    scene.labels = std::move(markup.labels);
}

} // namespace seki::ui
