#include "tracereader.h"

namespace seki {

bool TraceReader::hasOtherPhase(const Trace& trace)
{
    for (const Step& step : trace.steps())
        if (step.run == StepRun::OtherPhase)
            return true;
    return false;
}

TraceReader::TraceReader(const Trace& trace, const Board& board, int phase)
    : m_width(board.width()), m_height(board.height())
{
    if (phase != 0 && !hasOtherPhase(trace))
        phase = 0;
    const size_t cells = size_t(board.cellCount());
    m_regionAt.assign(cells, -1);
    m_neutralRegionAt.assign(cells, -1);
    const std::vector<Step>& steps = trace.steps();
    auto regionFor = [&](int id) -> RegionInfo& {
        if (id >= int(m_regions.size()))
            m_regions.resize(size_t(id) + 1);
        m_regions[size_t(id)].id = id;
        return m_regions[size_t(id)];
    };
    // Seki and Territory name their expansion by id, which is its first region's id.
    auto expansionWithId = [&](int id) -> ExpansionInfo* {
        const int k = id < int(m_regions.size()) ? m_regions[size_t(id)].expansionIndex : -1;
        return k >= 0 && m_expansions[size_t(k)].id == id ? &m_expansions[size_t(k)] : nullptr;
    };
    for (size_t k = 0; k < steps.size(); ++k) {
        const Step& step = steps[k];
        if (!Trace::inPhase(step.run, phase))
            continue;
        const int index = int(k);
        const std::span<const Point> points = trace.points(step);
        switch (step.kind) {
        case StepKind::NeutralRegion: {
            const NeutralRegionFields fields = step.neutralRegion();
            NeutralRegionInfo info;
            info.points = inRowOrder(points);
            info.blackWitness = fields.blackWitness >= 0 ? board.point(fields.blackWitness) : Point{};
            info.whiteWitness = fields.whiteWitness >= 0 ? board.point(fields.whiteWitness) : Point{};
            info.step = index;
            for (Point p : points)
                m_neutralRegionAt[size_t(cell(p))] = int(m_neutralRegions.size());
            m_neutralRegions.push_back(std::move(info));
            break;
        }
        case StepKind::Region: {
            RegionInfo& region = regionFor(step.region().region);
            region.color = step.color;
            region.points = inRowOrder(points);
            region.regionStep = index;
            for (Point p : points)
                m_regionAt[size_t(cell(p))] = region.id;
            break;
        }
        case StepKind::BoundaryLength: {
            const BoundaryLengthFields fields = step.boundaryLength();
            RegionInfo& region = regionFor(fields.region);
            region.boundaryStones = inRowOrder(points);
            region.stones = fields.parts.stones;
            region.topEdge = fields.parts.top;
            region.bottomEdge = fields.parts.bottom;
            region.leftEdge = fields.parts.left;
            region.rightEdge = fields.parts.right;
            region.length = fields.length();
            region.lengthStep = index;
            break;
        }
        case StepKind::EyeCount: {
            const EyeCountFields fields = step.eyeCount();
            RegionInfo& region = regionFor(fields.region);
            region.shape = fields.shape;
            region.halfEyes = fields.halfEyes;
            region.eyeStep = index;
            break;
        }
        case StepKind::Expansion: {
            const ExpansionFields fields = step.expansion();
            ExpansionInfo expansion;
            expansion.id = fields.expansion;
            expansion.color = step.color;
            expansion.eyeSum = fields.eyeSum;
            const std::span<const int> members = trace.numbers(step);
            expansion.regions.assign(members.begin(), members.end());
            expansion.step = index;
            for (int r : expansion.regions) {
                regionFor(r).expansion = expansion.id;
                regionFor(r).expansionIndex = int(m_expansions.size());
            }
            m_expansions.push_back(std::move(expansion));
            break;
        }
        case StepKind::Seki:
        case StepKind::Territory: {
            const VerdictFields fields = step.verdict();
            if (fields.expansion < 0)
                break; // the 1989 and area rules: a region of the board without stages 2-4
            ExpansionInfo* expansion = expansionWithId(fields.expansion);
            if (!expansion)
                break;
            expansion->verdictStep = index;
            for (int r : expansion->regions) {
                RegionInfo& region = regionFor(r);
                region.verdict = step.kind == StepKind::Seki ? Verdict::Seki : Verdict::Territory;
                region.verdictStep = index;
            }
            break;
        }
        default:
            break;
        }
    }
}

const TraceReader::RegionInfo* TraceReader::region(int id) const
{
    return id >= 0 && id < int(m_regions.size()) ? &m_regions[size_t(id)] : nullptr;
}

int TraceReader::regionAt(Point p) const
{
    return contains(p) ? m_regionAt[size_t(cell(p))] : -1;
}

int TraceReader::neutralRegionAt(Point p) const
{
    return contains(p) ? m_neutralRegionAt[size_t(cell(p))] : -1;
}

} // namespace seki
