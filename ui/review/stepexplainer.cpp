#include "review/stepexplainer.h"

#include "common/pointnames.h"

#include "scoring/stages/sekiverdict.h"

#include <QStringList>

#include <cmath>

namespace seki::ui {

QString StepExplainer::stageTitle(Stage stage)
{
    switch (stage) {
    case Stage::DeadRemoved:
        return tr("Dead stones removed");
    case Stage::NeutralFill:
        return tr("Neutral points filled");
    case Stage::FalseEyeFill:
        return tr("False eyes filled");
    case Stage::Eyes:
        return tr("Regions and eye counts");
    case Stage::Verdict:
        return tr("Seki verdict and territory");
    }
    return QString();
}

QString StepExplainer::stageHeading(Stage stage)
{
    return tr("Stage %1 of %2: %3").arg(int(stage) + 1).arg(StageCount).arg(stageTitle(stage));
}

QString StepExplainer::stageIntro(const TraceWalk& walk, Stage stage)
{
    const int steps = walk.stepCount(stage);
    const bool relaxed = walk.rules() == Rules::Japanese;
    switch (stage) {
    case Stage::DeadRemoved:
        if (steps == 0)
            return tr("No stones are marked dead: every stone on the board is alive.");
        return tr("The stones the players marked dead leave the board and count as prisoners: %1.")
            .arg(counted(steps, tr("1 block"), tr("%1 blocks")));
    case Stage::NeutralFill:
        if (walk.rules() == Rules::Chinese)
            return tr("Area counting fills nothing: every region surrounded by one colour is that colour's area.");
        if (steps == 0)
            return tr("No neutral points: every empty region touches stones of one colour only.");
        if (!relaxed)
            return tr("The dame are played out alternately (1989 rules, Article 9); a player adds a stone in their "
                      "own area only where a filled dame would capture (a teire). What no one can fill stays dame "
                      "(Article 8).");
        return tr("Empty points that touch both colours score for no one. They are filled in a checkered pattern, "
                  "Black where x + y is even, so a gap of one still connects and a gap of two separates.");
    case Stage::FalseEyeFill:
        if (!relaxed)
            return tr("Only the relaxed rule fills false eyes; under these rules the stage is skipped.");
        if (steps == 0)
            return tr("No obvious false eyes: no empty point is the last liberty of a block beside it.");
        return tr("A point whose neighbouring block could be captured by a play there is a false eye: it is filled "
                  "with its owner's colour and does not score.");
    case Stage::Eyes:
        if (!relaxed)
            return tr("Only the relaxed rule counts eyes; under these rules the stage is skipped.");
        if (steps == 0)
            return tr("No empty regions are left after the fills.");
        return tr("Each empty region's boundary length (its boundary stones plus the board edge beside it) gives "
                  "its eye count; regions sharing a boundary block form one expansion, whose eyes are summed.");
    case Stage::Verdict:
        if (walk.rules() == Rules::Chinese)
            return tr("Area counting: each colour's stones and the regions they surround score; eyes in seki count.");
        if (walk.rules() == Rules::JapaneseStrict)
            return tr("The 1989 rule: stones that share eye points are one group; a group that touches a dame left "
                      "unfilled is in seki unless its eye points make two eyes, and the eye points of a seki do not "
                      "score (Article 8).");
        return tr("An expansion whose eyes sum to less than two cannot live on its own: its stones are in seki "
                  "and its regions score for no one. The others are territory.");
    }
    return QString();
}

QString StepExplainer::resultWords(const ScoreResult& result)
{
    const double margin = result.margin();
    const QString points = QString::fromStdString(formatScore(std::abs(margin)));
    if (margin > 0)
        return tr("Black wins by %1").arg(points);
    if (margin < 0)
        return tr("White wins by %1").arg(points);
    return tr("a draw (jigo)");
}

StepExplainer::DeadStoneCounts StepExplainer::deadStoneCounts(const TraceWalk& walk)
{
    DeadStoneCounts counts;
    for (int g : walk.deadStoneGroups()) {
        const GroupStatus status = walk.deadStones().groups[size_t(g)].status;
        counts.dead += status == GroupStatus::Dead;
        counts.seki += status == GroupStatus::Seki;
        counts.undecided += status == GroupStatus::Undecided;
    }
    return counts;
}

QString StepExplainer::deadStoneSummary(const TraceWalk& walk)
{
    const DeadStoneCounts counts = deadStoneCounts(walk);
    if (counts.dead + counts.seki + counts.undecided == 0)
        return tr("Before the count, SekiScope reads which stones are dead: here every group lives.");
    return tr("Before the count, SekiScope reads which stones are dead: here dead groups %1, groups in seki %2, "
              "undecided %3. Only the stones marked dead are taken off.")
        .arg(counts.dead)
        .arg(counts.seki)
        .arg(counts.undecided);
}

QString StepExplainer::stageSummary(const TraceWalk& walk, Stage stage)
{
    // What the stage decided, counted from its steps of the walk's reading by kind.
    int blackStones = 0, whiteStones = 0, filled = 0, leftDame = 0, falseEyes = 0, sekiAreas = 0;
    for (const Step& step : walk.trace().steps()) {
        if (!Trace::inPhase(step.run, walk.phase()))
            continue;
        switch (step.kind) {
        case StepKind::RemoveDeadBlock:
            (step.color == Color::Black ? blackStones : whiteStones) += int(walk.points(step).size());
            break;
        case StepKind::FillNeutral:
            ++filled;
            break;
        case StepKind::StrictFill:
            ++(step.color == Color::Empty ? leftDame : filled);
            break;
        case StepKind::FillFalseEye:
            ++falseEyes;
            break;
        case StepKind::Seki:
        case StepKind::StrictSeki:
            ++sekiAreas;
            break;
        default:
            break;
        }
    }
    const bool relaxed = walk.rules() == Rules::Japanese;
    switch (stage) {
    case Stage::DeadRemoved:
        if (blackStones + whiteStones == 0)
            return tr("Stones both players agree are dead come off the board as prisoners. Here no stones are marked "
                      "dead.");
        {
            const QString black = counted(blackStones, tr("1 black stone"), tr("%1 black stones"));
            const QString white = counted(whiteStones, tr("1 white stone"), tr("%1 white stones"));
            const QString stones = blackStones == 0 ? white
                                   : whiteStones == 0
                                       ? black
                                       : tr("%1 and %2", "black stones and white stones").arg(black, white);
            return tr("Stones both players agree are dead come off the board as prisoners. Taken off here: %1.")
                .arg(stones);
        }
    case Stage::NeutralFill:
        if (walk.rules() == Rules::Chinese)
            return tr("Area counting fills nothing: a colour's stones and the points it surrounds are its area.");
        if (!relaxed)
            return tr("Under the 1989 rules the dame are played out before the count. Here %1 filled and %2 left "
                      "as dame.")
                .arg(pointCount(filled), pointCount(leftDame));
        if (filled == 0)
            return tr("Dame, the empty points between Black and White, count for no one. Here there are none.");
        return tr("Dame, the empty points between Black and White, count for no one, so they are filled. Here %1 "
                  "filled.")
            .arg(pointCount(filled));
    case Stage::FalseEyeFill:
        if (!relaxed)
            return tr("Only the relaxed rule fills false eyes: under these rules this stage does nothing.");
        if (falseEyes == 0)
            return tr("A false eye looks like an eye but is no eye, so it is filled. Here there are none.");
        return tr("A false eye looks like an eye but is no eye, so it is filled. Here %1.")
            .arg(counted(falseEyes, tr("1 false eye"), tr("%1 false eyes")));
    case Stage::Eyes: {
        if (!relaxed)
            return tr("Only the relaxed rule counts eyes: under these rules this stage does nothing.");
        int areas = 0;
        for (const TraceWalk::RegionInfo& region : walk.regions())
            areas += region.regionStep >= 0;
        int shortOfTwo = 0;
        for (const TraceWalk::ExpansionInfo& expansion : walk.expansions())
            shortOfTwo += expansion.step >= 0 && isSeki(expansion.eyeSum);
        if (areas == 0)
            return tr("Each empty area is counted in eyes: stones need two eyes to live on their own. Here no empty "
                      "area is left.");
        if (shortOfTwo == 0)
            return tr("Each empty area is counted in eyes (areas around the same stones are added up): stones need two "
                      "eyes to live on their own. Here %1, none with fewer than two eyes.")
                .arg(counted(areas, tr("1 area"), tr("%1 areas")));
        return tr("Each empty area is counted in eyes (areas around the same stones are added up): stones need two "
                  "eyes to live on their own. Here %1, %2 with fewer than two eyes.")
            .arg(counted(areas, tr("1 area"), tr("%1 areas")), counted(shortOfTwo, tr("1 of them"), tr("%1 of them")));
    }
    case Stage::Verdict: {
        const QString found = sekiAreas == 0 ? tr("Here nothing is in seki: %1.").arg(resultWords(walk.result()))
                                             : tr("Here %1 in seki and not counted: %2.")
                                                   .arg(counted(sekiAreas, tr("1 area is"), tr("%1 areas are")),
                                                        resultWords(walk.result()));
        if (walk.rules() == Rules::Chinese)
            return tr("Area counting: each colour's stones and the points it surrounds score, eyes in seki too. %1")
                .arg(found);
        if (!relaxed)
            return tr("Under the 1989 rules stones beside a dame left unfilled are in seki unless they have two eyes, "
                      "and the eyes of a seki do not score; the rest is territory. %1")
                .arg(found);
        return tr("Stones with fewer than two eyes that neither side can capture are in seki: their eyes score for no "
                  "one, the rest is territory. %1")
            .arg(found);
    }
    }
    return QString();
}

QString StepExplainer::explain(const TraceWalk& walk, int position)
{
    const TraceWalk::Location& location = walk.location(position);
    if (location.summary)
        return location.deadStoneStage ? deadStoneSummary(walk) : stageSummary(walk, location.stage);
    if (location.traceIndex < 0)
        return stageIntro(walk, location.stage);
    return explainStep(walk, location.traceIndex);
}

QString StepExplainer::colourName(Color color)
{
    switch (color) {
    case Color::Black:
        return tr("Black");
    case Color::White:
        return tr("White");
    default:
        return tr("no one");
    }
}

QString StepExplainer::colourAdjective(Color color)
{
    switch (color) {
    case Color::Black:
        return tr("black");
    case Color::White:
        return tr("white");
    default:
        return tr("neutral");
    }
}

QString StepExplainer::pointName(const TraceWalk& walk, Point point)
{
    if (!walk.board().contains(point))
        return tr("(none)");
    return ui::pointName(point, walk.board().height());
}

QString StepExplainer::pointList(const TraceWalk& walk, std::span<const Point> listed, int shown)
{
    const std::vector<Point> points = inRowOrder(listed);
    QStringList names;
    const int count = int(points.size());
    for (int k = 0; k < count && k < shown; ++k)
        names << pointName(walk, points[size_t(k)]);
    if (count > shown)
        return tr("%1 and %2 more").arg(names.join(tr(", "))).arg(count - shown);
    if (names.size() <= 1)
        return names.value(0);
    const QString last = names.takeLast();
    return tr("%1 and %2").arg(names.join(tr(", ")), last);
}

QString StepExplainer::regionList(const TraceWalk& walk, std::span<const int> regions)
{
    std::vector<Point> firsts;
    for (int r : regions)
        if (r >= 0 && r < int(walk.regions().size()) && !walk.regions()[size_t(r)].points.empty())
            firsts.push_back(walk.regions()[size_t(r)].points.front());
    return pointList(walk, firsts);
}

QString StepExplainer::eyesText(int halfEyes)
{
    if (halfEyes % 2 == 0)
        return counted(halfEyes / 2, tr("1 eye"), tr("%1 eyes"));
    return tr("%1\u00bd eyes").arg(halfEyes / 2);
}

QString StepExplainer::eyesNumber(int halfEyes)
{
    return halfEyes % 2 == 0 ? QString::number(halfEyes / 2) : tr("%1\u00bd").arg(halfEyes / 2);
}

QString StepExplainer::shapeName(RegionShape shape)
{
    switch (shape) {
    case RegionShape::SquareFour:
        return tr("a square four");
    case RegionShape::CurvedFour:
        return tr("a curved four");
    case RegionShape::ContainsSquareFour:
        return tr("containing a square four");
    case RegionShape::Other:
        break;
    }
    return QString();
}

QString StepExplainer::boundaryParts(const TraceWalk::RegionInfo& region)
{
    QStringList parts;
    parts << counted(region.stones, tr("1 stone"), tr("%1 stones"));
    if (region.topEdge)
        parts << tr("%1 top edge").arg(region.topEdge);
    if (region.bottomEdge)
        parts << tr("%1 bottom edge").arg(region.bottomEdge);
    if (region.leftEdge)
        parts << tr("%1 left edge").arg(region.leftEdge);
    if (region.rightEdge)
        parts << tr("%1 right edge").arg(region.rightEdge);
    return parts.join(tr(" + "));
}

QString StepExplainer::boundarySum(const TraceWalk::RegionInfo& region)
{
    return tr("%1 = %2").arg(boundaryParts(region)).arg(region.length);
}

QString StepExplainer::counted(int n, const QString& one, const QString& many)
{
    return n == 1 ? one : many.arg(n);
}

QString StepExplainer::pointCount(int n)
{
    return counted(n, tr("1 point"), tr("%1 points"));
}

// "the black region at A1" or "the black regions at A1 and E9", from a verdict step's region ids.
QString StepExplainer::regionsPhrase(const TraceWalk& walk, const Step& step)
{
    const std::span<const int> regions = walk.numbers(step);
    return regions.size() == 1 ? tr("the %1 region at %2").arg(colourAdjective(step.color), regionList(walk, regions))
                               : tr("the %1 regions at %2").arg(colourAdjective(step.color), regionList(walk, regions));
}

namespace {

const TraceWalk::RegionInfo* regionOf(const TraceWalk& walk, int id)
{
    return id >= 0 && id < int(walk.regions().size()) ? &walk.regions()[size_t(id)] : nullptr;
}

} // namespace

// Where the two phases of the checkered fill disagree on a verdict's points, the other story too.
QString StepExplainer::bothStories(const TraceWalk& walk, const Step& step)
{
    if (step.run == StepRun::Shared)
        return QString();
    std::vector<Point> differ;
    for (Point p : walk.points(step))
        if (walk.result().at(p).unresolved)
            differ.push_back(p);
    if (differ.empty())
        return QString();
    const QString other = walk.phase() == 0 ? tr("the other way round") : tr("the first way");
    return QLatin1Char(' ')
           + tr("Filled %1, %2 come out otherwise: seki if the dame are filled one way, territory the other. A point "
                "is taken from its owner only when both fills agree, so %2 score for their owner.")
                 .arg(other, pointList(walk, differ));
}

QString StepExplainer::explainStep(const TraceWalk& walk, int traceIndex)
{
    const Step& step = walk.trace().steps()[size_t(traceIndex)];
    const std::span<const Point> points = walk.points(step);
    const QString at = pointName(walk, step.point);
    switch (step.kind) {
    case StepKind::RemoveDeadBlock:
        // One sentence per number: "its stone leaves", "its 3 stones leave" (and so in each language).
        if (points.size() == 1)
            return tr("The %1 block at %2 is marked dead: its stone leaves the board and counts as a prisoner for %3.")
                .arg(colourAdjective(step.color), pointList(walk, points), colourName(opponent(step.color)));
        return tr("The %1 block at %2 is marked dead: its %3 stones leave the board and count as prisoners for %4.")
            .arg(colourAdjective(step.color), pointList(walk, points), QString::number(points.size()),
                 colourName(opponent(step.color)));
    case StepKind::NeutralRegion: {
        const NeutralRegionFields fields = step.neutralRegion();
        const QString black = pointName(walk, walk.pointOf(fields.blackWitness));
        const QString white = pointName(walk, walk.pointOf(fields.whiteWitness));
        if (points.size() == 1)
            return tr("%1 is neutral: it touches Black at %2 and White at %3, so it scores for no one.")
                .arg(at, black, white);
        return tr("The region at %1 (%2 points) is neutral: it touches Black at %3 and White at %4, so it scores "
                  "for no one.")
            .arg(at)
            .arg(points.size())
            .arg(black, white);
    }
    case StepKind::FillNeutral: {
        const QString parity = step.fillNeutral().parity == 0 ? tr("x + y even") : tr("x + y odd");
        const int region = walk.neutralRegionAt(step.point);
        QString why;
        if (region >= 0) {
            const TraceWalk::NeutralRegionInfo& info = walk.neutralRegions()[size_t(region)];
            why = info.points.size() == 1
                      ? tr("%1 is neutral: its region touches Black at %2 and White at %3.")
                            .arg(at, pointName(walk, info.blackWitness), pointName(walk, info.whiteWitness))
                      : tr("%1 is neutral: its region of %2 points touches Black at %3 and White at %4.")
                            .arg(at)
                            .arg(info.points.size())
                            .arg(pointName(walk, info.blackWitness), pointName(walk, info.whiteWitness));
        } else {
            why = tr("%1 is neutral.").arg(at);
        }
        return tr("%1 Filled %2 (checkered, %3).").arg(why, colourName(step.color), parity);
    }
    case StepKind::StrictFill: {
        // The 1989 rule's ending (core damefill.h): the reason each point was filled.
        const StrictFillFields fields = step.strictFill();
        const int round = fields.round + 1;
        if (fields.connection()) {
            const std::span<const int> blocks = walk.numbers(step);
            const QString block = blocks.empty() ? at : pointName(walk, walk.pointOf(blocks.front()));
            if (fields.reason == StrictFillReason::ConnectionInVain)
                return tr("Round %1: the filled dame leave the %2 block at %3 in atari; %4 adds a stone at %5, its "
                          "last liberty, though that does not save it at once: otherwise %6 would capture there. "
                          "Either way the point is no territory (1989 rules, Article 9: teire before the count).")
                    .arg(round)
                    .arg(colourAdjective(step.color), block, colourName(step.color), at,
                         colourName(opponent(step.color)));
            return tr("Round %1: the filled dame leave the %2 block at %3 in atari; %4 connects at %5, its last "
                      "liberty (1989 rules, Article 9: teire before the count). A false eye is no territory.")
                .arg(round)
                .arg(colourAdjective(step.color), block, colourName(step.color), at);
        }
        switch (fields.reason) {
        case StrictFillReason::EitherCanFill:
            return tr("Round %1: %2 is dame, and either player can fill it and still have two eyes (1989 rules, "
                      "Article 9: the dame are played out before the count). It is filled and scores for no one.")
                .arg(round)
                .arg(at);
        case StrictFillReason::InTurn:
            return tr("Round %1: %2 is dame that either player could fill, and %3's stone there would save %3's "
                      "block beside it. %3 fills it: the dame are played out alternately, so %3 fills one such dame "
                      "when %4 fills another, and %4 could fill the only one left after the game stopped only by "
                      "resuming play, where %3 plays first (1989 rules, Article 9). So the block needs no teire. It "
                      "scores for no one.")
                .arg(round)
                .arg(at, colourName(step.color), colourName(opponent(step.color)));
        case StrictFillReason::Capture:
            return tr("Round %1: %2 is dame; %3's stone there captures the %4 stones in atari beside it and %3 "
                      "still has two eyes (1989 rules, Article 5). It scores for no one; the captured stones stand "
                      "again for the count, as the players marked them.")
                .arg(round)
                .arg(at, colourName(step.color), colourAdjective(opponent(step.color)));
        default:
            break;
        }
        return tr("Round %1: %2 is dame. Only %3 can fill it and still have two eyes once the dame are played out "
                  "(1989 rules, Article 7); %4's stones would not. %3 fills it; it scores for no one.")
            .arg(round)
            .arg(at, colourName(step.color), colourName(opponent(step.color)));
    }
    case StepKind::FalseIsh:
        return tr("%1 looks like a false eye of %2 (%3 occupied neighbours, opposing diagonals at %4), but no "
                  "block beside it is in atari, so it stays empty.")
            .arg(at, colourName(step.color))
            .arg(step.falseEye().occupied)
            .arg(pointList(walk, points));
    case StepKind::FillFalseEye: {
        // The block in atari stands beside the point: its colour is on the board before the fill.
        const int position = walk.positionOfStep(traceIndex);
        const Board& before = walk.snapshot(position - 1).scene.board;
        const Color blockColour = points.empty() ? step.color : before.at(points.front());
        return tr("%1 is a false eye: the %2 block at %3 would be captured by a play there, so it is filled %4.")
            .arg(at, colourAdjective(blockColour), pointList(walk, points), colourName(step.color));
    }
    case StepKind::Region: {
        if (step.color == Color::Empty)
            return tr("Region at %1: %2 that no stone surrounds.").arg(at, pointCount(int(points.size())));
        return tr("Region at %1: %2 surrounded by %3.")
            .arg(at, counted(int(points.size()), tr("1 empty point"), tr("%1 empty points")), colourName(step.color));
    }
    case StepKind::BoundaryLength: {
        const BoundaryLengthFields fields = step.boundaryLength();
        const TraceWalk::RegionInfo* region = regionOf(walk, fields.region);
        if (!region)
            return QString();
        return tr("Region at %1: %2 = boundary length %3.").arg(at, boundaryParts(*region)).arg(fields.length());
    }
    case StepKind::EyeCount: {
        const EyeCountFields fields = step.eyeCount();
        const QString shape = shapeName(fields.shape);
        const QString eyes = eyesText(fields.halfEyes);
        QString text
            = shape.isEmpty()
                  ? tr("Region at %1: boundary length %2: %3.").arg(at).arg(fields.length).arg(eyes)
                  : tr("Region at %1: boundary length %2, %3: %4.").arg(at).arg(fields.length).arg(shape, eyes);
        if (fields.halfEyes % 2 == 1)
            text += QLatin1Char(' ')
                    + tr("Two if %1 plays there first, one if %2 does.")
                          .arg(colourName(step.color), colourName(opponent(step.color)));
        return text;
    }
    case StepKind::LocalGame: {
        const QString expansion = tr("the %1 expansion at %2").arg(colourAdjective(step.color), at);
        const LocalGameFields fields = step.localGame();
        switch (fields.verdict) {
        case LocalGameVerdict::Alive:
            return tr("GNU Go's local-game reading of %1: alive whoever plays first (the table's eye sum is %2).")
                .arg(expansion)
                .arg(fields.tableEyeSum);
        case LocalGameVerdict::Seki:
            return tr("GNU Go's local-game reading of %1: it cannot make two eyes, so it is in seki (the table's "
                      "eye sum is %2).")
                .arg(expansion)
                .arg(fields.tableEyeSum);
        case LocalGameVerdict::Unsolved:
            break;
        }
        return tr("GNU Go's local-game reading of %1: too large to read, so the table's eye sum of %2 decides.")
            .arg(expansion)
            .arg(fields.tableEyeSum);
    }
    case StepKind::Expansion: {
        const std::span<const int> regions = walk.numbers(step);
        const int eyeSum = step.expansion().eyeSum;
        const QString verdict = isSeki(eyeSum) ? tr("fewer than two: the group cannot make two eyes.")
                                               : tr("two or more: the group lives.");
        if (regions.size() == 1)
            return tr("The region at %1 is related to no other: rounded up, its eyes sum to %2, %3")
                .arg(at)
                .arg(eyeSum)
                .arg(verdict);
        return tr("Expansion of %1 regions (at %2): their eye counts, each rounded up, sum to %3, %4")
            .arg(regions.size())
            .arg(regionList(walk, regions))
            .arg(eyeSum)
            .arg(verdict);
    }
    case StepKind::Seki:
        return tr("Seki: %1: %2 in all, fewer than two. The stones around live in seki, and %3.")
                   .arg(regionsPhrase(walk, step), eyesText(step.verdict().eyeSum * 2),
                        counted(int(points.size()), tr("its 1 point scores for no one"),
                                tr("its %1 points score for no one")))
               + bothStories(walk, step);
    case StepKind::Territory:
        if (step.verdict().expansion < 0)
            return tr("The region at %1 is surrounded by %2: %3 of area for %2.")
                .arg(at, colourName(step.color), pointCount(int(points.size())));
        if (walk.rules() == Rules::JapaneseStrict)
            return tr("The region at %1 is surrounded by %2 stones that touch no dame: %3 of territory.")
                .arg(at, colourAdjective(step.color), pointCount(int(points.size())));
        return tr("Territory: %1: %2 in all, enough to live. %3.")
                   .arg(regionsPhrase(walk, step), eyesText(step.verdict().eyeSum * 2),
                        counted(int(points.size()), tr("Its 1 point scores for %1"), tr("Its %1 points score for %2"))
                            .arg(colourName(step.color)))
               + bothStories(walk, step);
    case StepKind::StrictDame: {
        std::vector<Point> stones;
        for (int index : walk.numbers(step))
            stones.push_back(walk.pointOf(index));
        return tr("%1 is dame (1989 rule): it scores for no one, and the blocks at %2 that touch it are in seki.")
            .arg(pointList(walk, points), pointList(walk, stones));
    }
    case StepKind::StrictSeki:
        return tr("The %1 region at %2 does not score (1989 rule): its boundary block at %3 touches dame, so it is "
                  "in seki.")
            .arg(colourAdjective(step.color), at, pointName(walk, walk.pointOf(step.strictSeki().sekiStone)));
    case StepKind::Unresolved:
        return tr("%1: seki or a filled false eye if the dame are filled one way, territory the other; a point is "
                  "taken from its owner only when both fills agree, so these points score for their owner.")
            .arg(pointList(walk, points));
    case StepKind::Tally: {
        const TallyFields fields = step.tally();
        return tr("Black: %1 territory, %2 prisoners, %3 stones. White: %4 territory, %5 prisoners, %6 stones.")
            .arg(fields.blackTerritory)
            .arg(fields.blackPrisoners)
            .arg(fields.blackStones)
            .arg(fields.whiteTerritory)
            .arg(fields.whitePrisoners)
            .arg(fields.whiteStones);
    }
    }
    return QString();
}

QString StepExplainer::stepLabel(const TraceWalk& walk, int traceIndex)
{
    const Step& step = walk.trace().steps()[size_t(traceIndex)];
    const std::span<const Point> points = walk.points(step);
    const QString at = pointName(walk, step.point);
    switch (step.kind) {
    case StepKind::RemoveDeadBlock:
        return tr("Remove dead %1 block at %2").arg(colourAdjective(step.color), at);
    case StepKind::NeutralRegion:
        return tr("Neutral region at %1 (%2)").arg(at, pointCount(int(points.size())));
    case StepKind::FillNeutral:
        return tr("Fill %1 %2 (checkered)").arg(at, colourName(step.color));
    case StepKind::StrictFill:
        switch (step.strictFill().reason) {
        case StrictFillReason::Connection:
            return tr("Connect %1 %2 (1989)").arg(at, colourName(step.color));
        case StrictFillReason::ConnectionInVain:
            return tr("Add a stone at %1 %2, teire (1989)").arg(at, colourName(step.color));
        case StrictFillReason::EitherCanFill:
            return tr("Fill dame %1, either player (1989)").arg(at);
        case StrictFillReason::InTurn:
            return tr("Fill dame %1 %2, in turn (1989)").arg(at, colourName(step.color));
        case StrictFillReason::Capture:
            return tr("Fill dame %1 %2, capturing (1989)").arg(at, colourName(step.color));
        case StrictFillReason::OnlyOneCanFill:
            break;
        }
        return tr("Fill dame %1 %2 (1989)").arg(at, colourName(step.color));
    case StepKind::FalseIsh:
        return tr("%1 false-ish, not filled").arg(at);
    case StepKind::FillFalseEye:
        return tr("Fill false eye %1 %2").arg(at, colourName(step.color));
    case StepKind::Region:
        return tr("Region at %1: %2").arg(at, pointCount(int(points.size())));
    case StepKind::BoundaryLength:
        return tr("Boundary length at %1: %2").arg(at).arg(step.boundaryLength().length());
    case StepKind::EyeCount: {
        const EyeCountFields fields = step.eyeCount();
        const QString shape = shapeName(fields.shape);
        return shape.isEmpty() ? tr("Region at %1: %2").arg(at, eyesText(fields.halfEyes))
                               : tr("Region at %1: %2, %3").arg(at, shape, eyesText(fields.halfEyes));
    }
    case StepKind::LocalGame:
        switch (step.localGame().verdict) {
        case LocalGameVerdict::Alive:
            return tr("Local game at %1: alive").arg(at);
        case LocalGameVerdict::Seki:
            return tr("Local game at %1: seki").arg(at);
        case LocalGameVerdict::Unsolved:
            break;
        }
        return tr("Local game at %1: not read").arg(at);
    case StepKind::Expansion:
        return tr("Expansion at %1: eyes sum to %2").arg(at).arg(step.expansion().eyeSum);
    case StepKind::Seki:
        return tr("Seki at %1: %2, not counted").arg(at, eyesText(step.verdict().eyeSum * 2));
    case StepKind::Territory:
        return tr("%1 territory at %2: %3").arg(colourName(step.color), at, pointCount(int(points.size())));
    case StepKind::StrictDame:
        return tr("Dame at %1 (1989)").arg(at);
    case StepKind::StrictSeki:
        return tr("Seki region at %1 (1989)").arg(at);
    case StepKind::Unresolved:
        return tr("%1 depend on the fill's phase").arg(pointCount(int(points.size())));
    case StepKind::Tally:
        return tr("Tally");
    }
    return QString();
}

} // namespace seki::ui
