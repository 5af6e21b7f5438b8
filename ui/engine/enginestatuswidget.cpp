#include "engine/enginestatuswidget.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

namespace seki::ui {

EngineStatusWidget::EngineStatusWidget(QWidget* parent)
    : QWidget(parent), m_label(new QLabel(this)), m_busy(new QProgressBar(this)), m_suggest(new QPushButton(this)),
      m_cancel(new QPushButton(this)), m_accept(new QPushButton(this)), m_discard(new QPushButton(this)),
      m_undecidedDead(new QPushButton(this))
{
    setObjectName(QStringLiteral("engineStatus"));
    // An indeterminate bar: GTP gives no progress to show.
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(120);
    m_busy->setMaximumHeight(m_label->sizeHint().height());
    m_busy->setTextVisible(false);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // The status bar may give more room than the shown parts need: it goes to the left.
    layout->addStretch(1);
    layout->addWidget(m_busy);
    layout->addWidget(m_label);
    for (QPushButton* button : {m_suggest, m_undecidedDead, m_accept, m_discard, m_cancel}) {
        button->setFocusPolicy(Qt::NoFocus);
        button->setAutoDefault(false);
        layout->addWidget(button);
    }
    connect(m_suggest, &QPushButton::clicked, this, &EngineStatusWidget::suggestClicked);
    connect(m_cancel, &QPushButton::clicked, this, &EngineStatusWidget::cancelClicked);
    connect(m_accept, &QPushButton::clicked, this, &EngineStatusWidget::acceptClicked);
    connect(m_discard, &QPushButton::clicked, this, &EngineStatusWidget::discardClicked);
    connect(m_undecidedDead, &QPushButton::clicked, this, &EngineStatusWidget::undecidedDeadClicked);
    retranslate();
    setMode(Mode::Hidden);
}

void EngineStatusWidget::showOffer()
{
    setMode(Mode::Offer);
}

void EngineStatusWidget::showBusy(const QString& engine)
{
    m_engine = engine;
    setMode(Mode::Busy);
}

void EngineStatusWidget::showSuggestion(const QString& text, bool askUndecided)
{
    setMode(Mode::Suggestion);
    m_undecidedDead->setVisible(askUndecided);
    m_label->setText(text);
}

void EngineStatusWidget::hideAll()
{
    setMode(Mode::Hidden);
}

void EngineStatusWidget::setSummaryShown(bool shown)
{
    m_label->setVisible(shown);
}

bool EngineStatusWidget::summaryShown() const
{
    return !m_label->isHidden();
}

QString EngineStatusWidget::text() const
{
    return m_label->text();
}

void EngineStatusWidget::setMode(Mode mode)
{
    m_mode = mode;
    setVisible(mode != Mode::Hidden);
    m_busy->setVisible(mode == Mode::Busy);
    m_suggest->setVisible(mode == Mode::Offer);
    m_cancel->setVisible(mode == Mode::Busy);
    m_accept->setVisible(mode == Mode::Suggestion);
    m_discard->setVisible(mode == Mode::Suggestion || mode == Mode::Offer);
    m_undecidedDead->setVisible(false);
    if (mode != Mode::Suggestion)
        retranslate();
}

void EngineStatusWidget::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void EngineStatusWidget::retranslate()
{
    m_suggest->setText(tr("Suggest Dead Stones"));
    m_cancel->setText(tr("Cancel (Esc)"));
    m_accept->setText(tr("Accept"));
    m_undecidedDead->setText(tr("Count Undecided Dead"));
    m_undecidedDead->setToolTip(tr("Add the stones SekiScope could not decide (marked ?) to the suggestion; "
                                   "Accept alone leaves them alive"));
    m_discard->setText(m_mode == Mode::Offer ? tr("No, Thanks") : tr("Discard"));
    if (m_mode == Mode::Offer)
        m_label->setText(tr("No dead stones are marked."));
    else if (m_mode == Mode::Busy)
        m_label->setText(tr("%1 is reading the position\u2026").arg(m_engine));
}

} // namespace seki::ui
