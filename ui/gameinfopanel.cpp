#include "gameinfopanel.h"

#include "gamedocument.h"

#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>

namespace seki::ui {

GameInfoPanel::GameInfoPanel(QWidget* parent) : QWidget(parent), m_form(new QFormLayout(this))
{
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_file = addRow(tr("File"));
    m_black = addRow(tr("Black"));
    m_white = addRow(tr("White"));
    m_size = addRow(tr("Board"));
    m_komi = addRow(tr("Komi"));
    m_rules = addRow(tr("Rules"));
    m_result = addRow(tr("Result in file"));
    m_moves = addRow(tr("Moves"));
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::PlainText);
    m_note->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_form->addRow(m_note);
    setDocument(nullptr);
}

QLabel* GameInfoPanel::addRow(const QString& title)
{
    auto* value = new QLabel(this);
    value->setTextFormat(Qt::PlainText);
    value->setWordWrap(true);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_form->addRow(title, value);
    return value;
}

void GameInfoPanel::setDocument(const GameDocument* document)
{
    const QString none = tr("\u2013");
    if (!document) {
        for (QLabel* label : {m_file, m_black, m_white, m_size, m_komi, m_rules, m_result, m_moves})
            label->setText(none);
        m_note->clear();
        return;
    }
    const GameInfo& info = document->info();
    const auto orNone = [&](const std::string& text) {
        return text.empty() ? none : QString::fromStdString(text);
    };
    m_file->setText(QFileInfo(document->path()).fileName());
    m_file->setToolTip(document->path());
    m_black->setText(orNone(info.playerBlack));
    m_white->setText(orNone(info.playerWhite));
    const Board& board = document->position().board;
    m_size->setText(tr("%1 \u00d7 %2").arg(board.width()).arg(board.height()));
    m_komi->setText(QString::fromStdString(formatScore(document->position().komi)));
    m_rules->setText(info.rules.empty() ? (document->position().rules == Rules::Chinese ? tr("area") : tr("territory"))
                                        : QString::fromStdString(info.rules));
    m_result->setText(orNone(info.result));
    m_moves->setText(QString::number(document->moveCount()));
    QString note = document->caseName().isEmpty() ? QString() : document->caseName() + QLatin1String("\n");
    note += document->caseNote();
    if (!info.encodingProblem.empty())
        note += (note.isEmpty() ? QString() : QStringLiteral("\n")) +
                tr("Some texts may be shown wrongly: %1").arg(QString::fromStdString(info.encodingProblem));
    m_note->setText(note);
}

} // namespace seki::ui
