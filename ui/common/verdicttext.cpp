#include "common/verdicttext.h"

#include "common/pointnames.h"

namespace seki::ui {

namespace {

constexpr int ListedPoints = 6;

} // namespace

QString VerdictText::status(GroupStatus status)
{
    switch (status) {
    case GroupStatus::Alive:
        return tr("Alive");
    case GroupStatus::Dead:
        return tr("Dead");
    case GroupStatus::Seki:
        return tr("Seki");
    case GroupStatus::Undecided:
        return tr("Undecided");
    }
    return {};
}

QString VerdictText::group(const GroupVerdict& verdict, int boardHeight)
{
    const QString at = verdict.stones.empty() ? QString() : pointName(verdict.stones.front(), boardHeight);
    const int count = int(verdict.stones.size());
    if (verdict.color == Color::Black)
        return count == 1 ? tr("Black's stone at %1").arg(at) : tr("Black's group at %1 (%2 stones)").arg(at).arg(count);
    return count == 1 ? tr("White's stone at %1").arg(at) : tr("White's group at %1 (%2 stones)").arg(at).arg(count);
}

QString VerdictText::of(const GroupVerdict& verdict, int boardHeight)
{
    const QString points = pointNames(verdict.points, boardHeight, ListedPoints);
    const QString owner = verdict.areaOwner == Color::Black ? tr("Black's area") : tr("White's area");
    switch (verdict.reason) {
    case GroupReason::TwoEyes:
        return tr("Alive: two eyes (%1)").arg(points);
    case GroupReason::LivingArea:
        return tr("Alive: it stands with its living stones, out of the opponent's reach");
    case GroupReason::NoEyes:
        return tr("Dead: no eye inside %1, %2 liberties left").arg(owner).arg(verdict.liberties);
    case GroupReason::InAtari:
        return tr("Dead: in atari inside %1").arg(owner);
    case GroupReason::OneEye:
        return tr("Dead: one eye (%1) and no way to make a second").arg(points);
    case GroupReason::FalseEyes:
        return tr("Dead: its eyes (%1) are false eyes").arg(points);
    case GroupReason::EyeShape:
        return tr("Dead: its eye space (%1) gives one eye, whoever plays first").arg(points);
    case GroupReason::SekiNoEyes:
        return tr("Seki: no eyes, and neither side can fill the shared liberties %1").arg(points);
    case GroupReason::SekiOneEye:
        return tr("Seki: one eye, and neither side can fill the shared liberties %1").arg(points);
    case GroupReason::Unsettled:
        return tr("Undecided: its eye space (%1) gives two eyes or one, whoever plays first").arg(points);
    case GroupReason::RaceUnsettled:
        return tr("Undecided: a capturing race with %1 (%2 liberties against %3) that whoever plays first wins")
            .arg(points)
            .arg(verdict.liberties)
            .arg(verdict.opponentLiberties);
    case GroupReason::NoSafeFill:
        return tr("Undecided: inside %1, but its last liberties (%2) cannot be filled without being captured")
            .arg(owner, points);
    case GroupReason::Ko:
        return tr("Undecided: its capture hangs on a double ko");
    }
    return status(verdict.status);
}

} // namespace seki::ui
