#include "mainwindow/gameinfopanel.h"

#include "document/gamedocument.h"
#include "common/rulestitle.h"

#include "sgf/gamedetails.h"

#include "sgf/recordedresult.h"
#include "teaching/lessonlibrary.h"

#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>

#include <cmath>
#include <vector>

namespace seki::ui {

GameInfoPanel::GameInfoPanel(QWidget* parent) : QWidget(parent), m_form(new QFormLayout(this))
{
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_file = addRow();
    m_black = addRow();
    m_white = addRow();
    m_size = addRow();
    m_komi = addRow();
    m_rules = addRow();
    m_result = addRow();
    m_moves = addRow();
    m_date = addRow();
    m_event = addRow();
    m_place = addRow();
    m_time = addRow();
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::PlainText);
    m_note->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_form->addRow(m_note);
    retranslate();
}

QLabel* GameInfoPanel::addRow()
{
    auto* value = new QLabel(this);
    value->setTextFormat(Qt::PlainText);
    value->setWordWrap(true);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A label of its own: QFormLayout makes none for an empty title, and retranslate() sets it.
    auto* title = new QLabel(this);
    title->setBuddy(value);
    m_form->addRow(title, value);
    return value;
}

void GameInfoPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void GameInfoPanel::retranslate()
{
    const std::pair<QLabel*, QString> titles[] = {
        {m_file, tr("File")}, {m_black, tr("Black")}, {m_white, tr("White")},           {m_size, tr("Board")},
        {m_komi, tr("Komi")}, {m_rules, tr("Rules")}, {m_result, tr("Result in file")}, {m_moves, tr("Moves")},
        {m_date, tr("Date")}, {m_event, tr("Event")}, {m_place, tr("Place")},           {m_time, tr("Time")},
    };
    for (const auto& [field, title] : titles)
        if (auto* label = qobject_cast<QLabel*>(m_form->labelForField(field)))
            label->setText(title);
    showDocument();
}

QString GameInfoPanel::rowTitle(int row) const
{
    const QLayoutItem* item = m_form->itemAt(row, QFormLayout::LabelRole);
    const auto* label = item ? qobject_cast<const QLabel*>(item->widget()) : nullptr;
    return label ? label->text() : QString();
}

QString GameInfoPanel::rulesText() const
{
    return m_rules->text();
}

QString GameInfoPanel::movesText() const
{
    return m_moves->text();
}

QString GameInfoPanel::blackText() const
{
    return m_black->text();
}

QString GameInfoPanel::detailsText() const
{
    return QStringList{m_date->text(), m_event->text(), m_place->text(), m_time->text()}.join(QLatin1Char('\n'));
}

QString GameInfoPanel::rulesDisplayName(const QString& ru)
{
    // Files spell the same rules many ways: "Japanese", "japanese", "New Zealand", "NZ", "GOE".
    QString key = ru.toLower();
    key.remove(QLatin1Char(' '));
    key.remove(QLatin1Char('-'));
    key.remove(QLatin1Char('_'));
    if (key == QLatin1String("japanese") || key == QLatin1String("jp") || key == QLatin1String("jpn"))
        return tr("Japanese");
    if (key == QLatin1String("japanesestrict") || key == QLatin1String("japanese1989"))
        return tr("Japanese 1989");
    if (key == QLatin1String("chinese") || key == QLatin1String("cn") || key == QLatin1String("chn"))
        return tr("Chinese");
    if (key == QLatin1String("aga"))
        return tr("AGA");
    if (key == QLatin1String("korean") || key == QLatin1String("kr"))
        return tr("Korean");
    if (key == QLatin1String("nz") || key == QLatin1String("newzealand"))
        return tr("New Zealand");
    if (key == QLatin1String("ing") || key == QLatin1String("goe"))
        return tr("Ing (GOE)");
    if (key == QLatin1String("territory"))
        return tr("territory");
    if (key == QLatin1String("area"))
        return tr("area");
    return ru;
}

QString GameInfoPanel::komiText(const GameInfo& info, double komi)
{
    const QString value = QString::fromStdString(formatScore(komi));
    const QString written = QString::fromStdString(formatScore(info.komiReading.written));
    // The position's komi is the one scored; the note tells how the file's KM was read.
    if (komi != info.komiReading.komi)
        return QString(); // changed in the window since: the file's KM no longer matters
    switch (info.komiReading.note) {
    case KomiReading::Note::None:
        break;
    case KomiReading::Note::Empty:
        return tr("%1 (KM[] has no value: read as 0)").arg(value);
    case KomiReading::Note::FoxScaled:
        return tr("%1 (KM[%2]: the Fox server writes komi in hundredths)").arg(value, written);
    case KomiReading::Note::LargerThanBoard:
        return tr("%1 \u2013 larger than the board's %2 points: surely not meant; counted as written")
            .arg(value)
            .arg(info.width * info.height);
    }
    return QString();
}

QString GameInfoPanel::resultText(const std::string& re, int moves)
{
    const QString written = QString::fromStdString(re);
    const auto result = readRecordedResult(re);
    if (!result || result->isCounted())
        return QString();
    const bool black = result->winner == Color::Black;
    QString how;
    switch (result->kind) {
    case RecordedResult::Kind::Resignation:
        how = black ? tr("Black won by resignation at move %1").arg(moves)
                    : tr("White won by resignation at move %1").arg(moves);
        break;
    case RecordedResult::Kind::Time:
        how = black ? tr("Black won on time at move %1").arg(moves) : tr("White won on time at move %1").arg(moves);
        break;
    case RecordedResult::Kind::Forfeit:
        how = black ? tr("Black won by forfeit") : tr("White won by forfeit");
        break;
    case RecordedResult::Kind::Void:
        how = tr("No result (void)");
        break;
    case RecordedResult::Kind::Unknown:
        how = tr("Result unknown");
        break;
    case RecordedResult::Kind::Unrecognised:
        return QString();
    case RecordedResult::Kind::Counted:
        break;
    }
    return tr("%1: %2; not played out").arg(written, how);
}

void GameInfoPanel::setDocument(const GameDocument* document)
{
    m_document = document;
    showDocument();
}

void GameInfoPanel::showDocument()
{
    const GameDocument* document = m_document.data();
    const QString none = tr("\u2013");
    if (!document) {
        for (QLabel* label :
             {m_file, m_black, m_white, m_size, m_komi, m_rules, m_result, m_moves, m_date, m_event, m_place, m_time})
            label->setText(none);
        m_rules->setToolTip(QString());
        m_note->clear();
        return;
    }
    const GameInfo& info = document->info();
    const auto orNone = [&](const std::string& text) { return text.empty() ? none : QString::fromStdString(text); };
    m_file->setText(QFileInfo(document->path()).fileName());
    m_file->setToolTip(document->path());
    const GameDetails details = document->reviewedTree() ? readGameDetails(*document->reviewedTree()) : GameDetails{};
    const auto withRank = [&](const std::string& name, const std::string& rank) {
        return rank.empty() ? orNone(name) : tr("%1 (%2)").arg(orNone(name), QString::fromStdString(rank));
    };
    m_black->setText(withRank(info.playerBlack, details.blackRank));
    m_white->setText(withRank(info.playerWhite, details.whiteRank));
    m_date->setText(orNone(details.date));
    QString event = QString::fromStdString(details.event);
    if (!details.round.empty())
        event = event.isEmpty() ? tr("round %1").arg(QString::fromStdString(details.round))
                                : tr("%1, round %2").arg(event, QString::fromStdString(details.round));
    // A lesson's name is its title in the window's language (the file's GN is the English one).
    if (event.isEmpty() && !document->lessonPath().isEmpty()) {
        // An exercise: the lesson it is taken from.
        if (const std::optional<Lesson> lesson = LessonLibrary::opened(document->lessonPath()))
            event = lesson->title;
    }
    if (event.isEmpty() && !document->path().isEmpty()) {
        std::optional<Lesson> lesson = LessonLibrary::find(document->path());
        if (!lesson && document->reviewedTree() && LessonLibrary::isLessonShaped(*document->reviewedTree()))
            lesson = LessonLibrary::opened(document->path());
        if (lesson)
            event = lesson->title;
    }
    if (event.isEmpty())
        event = QString::fromStdString(details.gameName);
    m_event->setText(event.isEmpty() ? none : event);
    m_place->setText(orNone(details.place));
    // TM is the main time in seconds; OT says how overtime works, as the server wrote it.
    QString time;
    bool seconds = false;
    const double limit = QString::fromStdString(details.timeLimit).toDouble(&seconds);
    if (seconds && limit > 0)
        time = limit >= 60 && std::fmod(limit, 60) == 0 ? tr("%1 min").arg(limit / 60) : tr("%1 s").arg(limit);
    else
        time = QString::fromStdString(details.timeLimit);
    if (!details.overtime.empty())
        time = time.isEmpty() ? QString::fromStdString(details.overtime)
                              : tr("%1 + %2").arg(time, QString::fromStdString(details.overtime));
    m_time->setText(time.isEmpty() ? none : time);
    const Board& board = document->position().board;
    m_size->setText(tr("%1 \u00d7 %2").arg(board.width()).arg(board.height()));
    const QString komiNote = komiText(info, document->position().komi);
    m_komi->setText(QString::fromStdString(formatScore(document->position().komi)));
    m_komi->setToolTip(komiNote);
    const QString ru = QString::fromStdString(info.rules).trimmed();
    if (ru.isEmpty()) {
        // No RU: the rules SekiScope scores by, said to be its choice.
        m_rules->setText(tr("%1 (the file names none)").arg(rulesTitle(document->position().rules)));
        m_rules->setToolTip(QString());
    } else {
        m_rules->setText(rulesDisplayName(ru));
        // The file's own spelling stays in reach.
        m_rules->setToolTip(tr("In the file: RU[%1]").arg(ru));
    }
    m_result->setText(orNone(info.result));
    const QString resultNote = info.result.empty() ? QString() : resultText(info.result, document->moveCount());
    m_result->setToolTip(resultNote);
    // A lesson's lines are variations: they are counted too, apart from the main line's moves.
    int variationMoves = 0;
    if (const SgfGameTree* tree = document->reviewedTree()) {
        std::vector<char> main(size_t(tree->nodeCount()), 0);
        for (const int node : tree->mainLine())
            main[size_t(node)] = 1;
        for (int node = 0; node < tree->nodeCount(); ++node)
            if (!main[size_t(node)] && (tree->node(node).has("B") || tree->node(node).has("W")))
                ++variationMoves;
    }
    m_moves->setText(variationMoves == 0 ? QString::number(document->moveCount())
                                         : tr("%1, and %n in variations", nullptr, variationMoves)
                                               .arg(document->moveCount()));
    QString note = document->caseName().isEmpty() ? QString() : document->caseName() + QLatin1String("\n");
    note += document->caseNote();
    // How the file's komi and result were read, when that needs saying: in the wrapping note.
    for (const QString& line : {komiNote, resultNote})
        if (!line.isEmpty())
            note += (note.isEmpty() ? QString() : QStringLiteral("\n")) + line;
    // What the reader had to say about the file (a charset it could not read, text after the last
    // game ignored...), each warning with its line.
    if (!document->warnings().isEmpty())
        note += (note.isEmpty() ? QString() : QStringLiteral("\n"))
                + tr("The file was read with warnings: %1").arg(document->warnings().join(QStringLiteral("; ")));
    else if (!info.encodingProblem.empty())
        note += (note.isEmpty() ? QString() : QStringLiteral("\n"))
                + tr("Some texts may be shown wrongly: %1").arg(QString::fromStdString(info.encodingProblem));
    m_note->setText(note);
}

} // namespace seki::ui
