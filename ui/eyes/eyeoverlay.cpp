#include "eyes/eyeoverlay.h"

#include "board/boardview.h"
#include "eyes/eyelens.h"
#include "eyes/eyeoverlaypainter.h"

#include <QEvent>
#include <QPainter>

namespace seki::ui {

EyeOverlay::EyeOverlay(EyeLens& lens, BoardView& board) : QWidget(&board), m_lens(lens), m_board(board)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    setGeometry(board.rect());
    board.installEventFilter(this);
    connect(&m_lens, &EyeLens::analysisChanged, this, &EyeOverlay::updateVisibility);
    updateVisibility();
}

void EyeOverlay::setShowAll(bool on)
{
    const bool wasOn = isOn();
    m_showAll = on;
    updateVisibility();
    if (isOn() != wasOn)
        emit onChanged(isOn());
}

void EyeOverlay::setSelectedSpace(int space)
{
    const bool wasOn = isOn();
    m_selected = space;
    updateVisibility();
    if (isOn() != wasOn)
        emit onChanged(isOn());
}

bool EyeOverlay::isShowing() const
{
    const EyeAnalysis* analysis = m_lens.analysis();
    return analysis && m_lens.isCurrent()
           && (m_showAll || (m_selected >= 0 && m_selected < int(analysis->spaces.size())));
}

void EyeOverlay::updateVisibility()
{
    setVisible(isShowing());
    update();
}

bool EyeOverlay::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == &m_board && event->type() == QEvent::Resize)
        setGeometry(m_board.rect());
    return QWidget::eventFilter(watched, event);
}

void EyeOverlay::paintEvent(QPaintEvent*)
{
    const EyeAnalysis* analysis = m_lens.analysis();
    if (!analysis || !m_lens.isCurrent())
        return;
    QPainter painter(this);
    EyeOverlayPainter().paint(painter, m_board.boardGeometry(), *analysis, m_selected, m_showAll);
}

} // namespace seki::ui
