#include "eyes/eyelenscontroller.h"

#include "common/appsettings.h"
#include "board/boardview.h"
#include "common/pointnames.h"
#include "eyes/eyeanalysispanel.h"
#include "eyes/eyelens.h"
#include "eyes/eyeoverlay.h"

#include "scoring/scorer.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

namespace seki::ui {

EyeLensController::EyeLensController(QMainWindow& window, BoardView& board, QMenu* viewMenu)
    : QObject(&window), m_window(window), m_lens(new EyeLens(this))
{
    m_panel = new EyeAnalysisPanel(*m_lens);
    m_dock = new QDockWidget(&window);
    m_dock->setObjectName(QStringLiteral("eyeAnalysisDock"));
    m_dock->setWidget(m_panel);
    window.addDockWidget(Qt::RightDockWidgetArea, m_dock);
    // Beside the game's details, behind them at first: the lens costs nothing until it is looked at.
    if (auto* gameDock = window.findChild<QDockWidget*>(QStringLiteral("gameDock"))) {
        window.tabifyDockWidget(gameDock, m_dock);
        gameDock->raise();
    }
    m_overlay = new EyeOverlay(*m_lens, board);

    // Only the signal tells whether the dock can be seen: a dock behind another's tab is still
    // isVisible().
    connect(m_dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        m_panelShown = visible;
        // A hidden panel has no selection to show on the board.
        m_overlay->setSelectedSpace(visible ? m_panel->selectedSpace() : -1);
        updateWanted();
    });
    connect(m_panel, &EyeAnalysisPanel::selectedSpaceChanged, m_overlay, &EyeOverlay::setSelectedSpace);

    m_showAction = new QAction(this);
    m_showAction->setCheckable(true);
    connect(m_showAction, &QAction::toggled, this, [this](bool on) {
        m_overlay->setShowAll(on);
        AppSettings::setShowEyeSpaces(on);
        updateWanted();
    });

    m_methodGroup = new QActionGroup(this);
    m_methodGroup->setExclusive(true);
    for (EyeMethod method : {EyeMethod::Boundary, EyeMethod::LocalGame}) {
        QAction* action = m_methodGroup->addAction(QString());
        action->setCheckable(true);
        action->setData(int(method));
        action->setChecked(method == m_eyeMethod);
    }
    connect(m_methodGroup, &QActionGroup::triggered, this,
            [this](QAction* action) { setEyeMethod(EyeMethod(action->data().toInt())); });

    if (viewMenu) {
        viewMenu->addSeparator();
        m_eyeCountMenu = viewMenu->addMenu(QString());
        m_eyeCountMenu->addActions(m_methodGroup->actions());
        viewMenu->addAction(m_showAction);
        viewMenu->addAction(m_dock->toggleViewAction());
    }

    retranslate();
    // The window's language can change while it is open (View > Language): the dock hears of it.
    m_dock->installEventFilter(this);

    if (const std::optional<EyeMethod> method = parseEyeMethod(AppSettings::eyeMethod().toStdString()))
        setEyeMethod(*method);
    m_showAction->setChecked(AppSettings::showEyeSpaces());
    updateWanted();
}

bool EyeLensController::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_dock && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void EyeLensController::retranslate()
{
    // Qt cannot re-run a tr() on a text already set: every text is given here, for the language
    // now installed (and once at the start).
    m_dock->setWindowTitle(tr("Eye Analysis"));
    m_showAction->setText(tr("Show &Eye Spaces"));
    m_showAction->setStatusTip(tr("Outline every eye space on the board and mark its half and false eyes "
                                  "(GNU Go's reading)"));
    for (QAction* action : m_methodGroup->actions())
        action->setText(eyeMethodTitle(EyeMethod(action->data().toInt())));
    eyeMethodAction(EyeMethod::Boundary)
        ->setStatusTip(tr("Count eyes with the boundary-length table (the default reading)"));
    eyeMethodAction(EyeMethod::LocalGame)
        ->setStatusTip(tr("Decide seki with GNU Go's local-game values where they are solved; the Score dock "
                          "shows both readings"));
    if (m_eyeCountMenu)
        m_eyeCountMenu->setTitle(tr("Eye &Count"));
    // The reasons are sentences made when the space was read: made again in this language.
    m_lens->retranslate();
}

QString EyeLensController::eyeMethodTitle(EyeMethod method)
{
    return method == EyeMethod::LocalGame ? tr("&GNU Go Local Games") : tr("&Boundary Length Table");
}

QAction* EyeLensController::eyeMethodAction(EyeMethod method) const
{
    for (QAction* action : m_methodGroup->actions())
        if (EyeMethod(action->data().toInt()) == method)
            return action;
    return nullptr;
}

void EyeLensController::setEyeMethod(EyeMethod method)
{
    if (QAction* action = eyeMethodAction(method))
        action->setChecked(true);
    if (method == m_eyeMethod)
        return;
    m_eyeMethod = method;
    const std::string_view name = eyeMethodName(method);
    AppSettings::setEyeMethod(QString::fromUtf8(name.data(), qsizetype(name.size())));
    emit eyeMethodChanged(method);
}

void EyeLensController::setPosition(const std::optional<Position>& position)
{
    m_lens->setPosition(position);
}

void EyeLensController::clearSelection()
{
    m_panel->selectSpace(-1);
    m_overlay->setSelectedSpace(-1);
}

void EyeLensController::updateWanted()
{
    m_lens->setWanted(m_panelShown || m_showAction->isChecked());
}

QString EyeLensController::describe(Point point) const
{
    const EyeAnalysis* analysis = m_lens->analysis();
    if (!analysis || !m_lens->isCurrent())
        return tr("Reading the eye spaces\u2026");
    if (point.x < 0 || point.y < 0 || point.x >= analysis->width || point.y >= analysis->height)
        return QString();
    const QString name = pointName(point, analysis->height);
    const EyeSpace* space = analysis->spaceAt(point);
    if (!space)
        return tr("%1: in no eye space. Marking dead stones is off while the eye spaces are shown.").arg(name);
    const bool black = space->owner == Color::Black;
    // One sentence per owner and number, in each language.
    if (space->size() == 1)
        return black ? tr("%1: Black's eye space of 1 point. Click to show it in Eye Analysis.").arg(name)
                     : tr("%1: White's eye space of 1 point. Click to show it in Eye Analysis.").arg(name);
    return black ? tr("%1: Black's eye space of %2 points. Click to show it in Eye Analysis.").arg(name).arg(space->size())
                 : tr("%1: White's eye space of %2 points. Click to show it in Eye Analysis.").arg(name).arg(space->size());
}

void EyeLensController::activate(Point point, Qt::MouseButtons, Qt::KeyboardModifiers)
{
    const EyeAnalysis* analysis = m_lens->analysis();
    if (analysis && m_lens->isCurrent()) {
        // A point in no space leaves the space picked as it is: the lens stays on the board.
        if (const EyeSpace* space = analysis->spaceAt(point)) {
            m_dock->show();
            m_dock->raise();
            m_panel->selectSpace(int(space - analysis->spaces.data()));
        }
    }
    hover(point);
}

void EyeLensController::hover(std::optional<Point> point)
{
    const QString text = point ? describe(*point) : QString();
    if (text.isEmpty())
        m_window.statusBar()->clearMessage();
    else
        m_window.statusBar()->showMessage(text);
}

} // namespace seki::ui
