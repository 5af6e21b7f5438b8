#include "mainwindow/estimatecontroller.h"

#include "board/boardscene.h"

#include "deadstones/scoreestimate.h"

#include <QAction>
#include <QLabel>
#include <QMainWindow>
#include <QStatusBar>

namespace seki::ui {

EstimateController::EstimateController(QMainWindow& window)
    : QObject(&window), m_action(new QAction(this)), m_label(new QLabel(&window))
{
    m_texts.bind(m_action, QT_TRANSLATE_NOOP("seki::ui::EstimateController", "&Estimate Score"),
                 QT_TRANSLATE_NOOP("seki::ui::EstimateController",
                                   "Shade who owns each point of the position shown, as SekiScope estimates it "
                                   "(an estimate, not a count; the game may go on)"));
    m_action->setCheckable(true);
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    window.addAction(m_action);
    connect(m_action, &QAction::toggled, this, [this](bool on) {
        if (!on)
            clear();
        emit toggled();
    });
    m_label->setObjectName(QStringLiteral("estimateLabel"));
    m_label->hide();
    window.statusBar()->addPermanentWidget(m_label);
}

bool EstimateController::isShown() const
{
    return m_action->isChecked();
}

void EstimateController::decorate(BoardScene& scene, int capturedByBlack, int capturedByWhite, double komi)
{
    if (!isShown())
        return;
    Position position;
    position.board = scene.board;
    position.capturedByBlack = capturedByBlack;
    position.capturedByWhite = capturedByWhite;
    position.komi = komi;
    const DeadStoneReport& report = m_finder.find(position.board, DeadStoneFinder::Mode::GameInProgress);
    const ScoreEstimate estimate = estimateScore(position, report);
    scene.ownershipShown = true;
    scene.ownership = estimate.owner;
    scene.estimatedDead = report.dead;
    m_margin = estimate.margin();
    m_black = estimate.blackPoints + estimate.blackPrisoners;
    m_white = estimate.whitePoints + estimate.whitePrisoners;
    retranslate();
    m_label->show();
}

void EstimateController::clear()
{
    m_label->hide();
    m_label->clear();
}

QString EstimateController::text() const
{
    return m_label->isVisible() ? m_label->text() : QString();
}

void EstimateController::retranslate()
{
    m_texts.retranslate();
    if (!m_label->isVisible() && m_label->text().isEmpty() && !isShown())
        return;
    const double margin = m_margin < 0 ? -m_margin : m_margin;
    const QString lead = m_margin > 0   ? tr("Black leads by %1").arg(margin)
                         : m_margin < 0 ? tr("White leads by %1").arg(margin)
                                        : tr("even");
    m_label->setText(tr("Estimate, not a count: %1 (Black %2, White %3 and komi)").arg(lead).arg(m_black).arg(m_white));
    m_label->setToolTip(tr("SekiScope's estimate: its own dead stones, the areas each side closed, and the rest "
                           "to the side whose stones are nearer (Go \u203a Estimate Score)"));
}

} // namespace seki::ui
