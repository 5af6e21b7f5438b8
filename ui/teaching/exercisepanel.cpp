#include "teaching/exercisepanel.h"

#include "teaching/exercisesession.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace seki::ui {

ExercisePanel::ExercisePanel(ExerciseSession& session, QWidget* parent) : QWidget(parent), m_session(session)
{
    m_titleLabel = new QLabel(this);
    QFont bold = m_titleLabel->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_titleLabel->setFont(bold);
    m_titleLabel->setWordWrap(true);
    m_progress = new QLabel(this);
    m_question = new QLabel(this);
    m_question->setWordWrap(true);
    m_question->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont larger = m_question->font();
    larger.setPointSizeF(larger.pointSizeF() * 1.1);
    m_question->setFont(larger);
    m_instructions = new QLabel(this);
    m_instructions->setWordWrap(true);
    m_instructions->setEnabled(false); // drawn dim: how to answer, not the question
    m_resultLabel = new QLabel(this);
    m_resultEdit = new QLineEdit(this);
    m_resultLabel->setBuddy(m_resultEdit);
    m_check = new QPushButton(this);
    m_check->setDefault(true);
    m_answer = new QPushButton(this);
    m_again = new QPushButton(this);
    m_previous = new QPushButton(this);
    m_next = new QPushButton(this);
    m_verdict = new QLabel(this);
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::PlainText);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verdict->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    auto* result = new QHBoxLayout;
    result->addWidget(m_resultLabel);
    result->addWidget(m_resultEdit, 1);
    auto* answers = new QHBoxLayout;
    answers->addWidget(m_check);
    answers->addWidget(m_answer);
    answers->addWidget(m_again);
    answers->addStretch(1);
    auto* moves = new QHBoxLayout;
    moves->addWidget(m_previous);
    moves->addWidget(m_next);
    moves->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_titleLabel);
    layout->addWidget(m_progress);
    layout->addWidget(m_question);
    layout->addWidget(m_instructions);
    layout->addLayout(result);
    layout->addLayout(answers);
    layout->addWidget(m_verdict, 1);
    layout->addLayout(moves);

    connect(m_resultEdit, &QLineEdit::textEdited, &m_session, &ExerciseSession::setResult);
    connect(m_resultEdit, &QLineEdit::returnPressed, &m_session, &ExerciseSession::check);
    connect(m_check, &QPushButton::clicked, &m_session, &ExerciseSession::check);
    connect(m_answer, &QPushButton::clicked, &m_session, &ExerciseSession::reveal);
    connect(m_again, &QPushButton::clicked, &m_session, &ExerciseSession::reset);
    connect(m_previous, &QPushButton::clicked, this, &ExercisePanel::previousRequested);
    connect(m_next, &QPushButton::clicked, this, &ExercisePanel::nextRequested);
    connect(&m_session, &ExerciseSession::changed, this, &ExercisePanel::follow);
    retranslate();
}

void ExercisePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ExercisePanel::retranslate()
{
    m_resultLabel->setText(tr("&Result:"));
    m_resultEdit->setPlaceholderText(tr("B+3, W+2.5 or 0"));
    m_check->setText(tr("&Check"));
    m_check->setToolTip(tr("Check the answer given so far"));
    m_answer->setText(tr("Show &Answer"));
    m_answer->setToolTip(tr("Draw the lesson's answer on the board"));
    m_again->setText(tr("Try A&gain"));
    m_again->setToolTip(tr("Clear the answer and start again"));
    m_previous->setText(tr("&Previous"));
    m_next->setText(tr("&Next"));
    setProgress(m_title, m_index, m_count, m_solved);
    follow();
}

void ExercisePanel::setProgress(const QString& title, int index, int count, int solved)
{
    m_title = title;
    m_index = index;
    m_count = count;
    m_solved = solved;
    m_titleLabel->setText(title);
    m_progress->setText(count > 0 ? tr("Exercise %1 of %2 \u00b7 %3 solved").arg(index + 1).arg(count).arg(solved)
                                  : QString());
    m_previous->setEnabled(index > 0);
    m_next->setEnabled(index + 1 < count);
}

void ExercisePanel::follow()
{
    const bool active = m_session.isActive();
    m_question->setText(m_session.question());
    m_instructions->setText(m_session.instructions());
    const bool count = active && m_session.kind() == ExerciseKind::CountIt;
    m_resultLabel->setVisible(count);
    m_resultEdit->setVisible(count);
    if (m_resultEdit->text() != m_session.result())
        m_resultEdit->setText(m_session.result());
    m_check->setVisible(active && m_session.kind() != ExerciseKind::YourMove);
    m_check->setEnabled(active && !m_session.isRevealed());
    m_answer->setEnabled(active && !m_session.isRevealed());
    m_again->setEnabled(active);
    m_verdict->setText(m_session.verdict());
}

QString ExercisePanel::verdictText() const
{
    return m_verdict->text();
}

QString ExercisePanel::progressText() const
{
    return m_progress->text();
}

} // namespace seki::ui
