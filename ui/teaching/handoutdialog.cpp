#include "teaching/handoutdialog.h"

#include "common/appsettings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <iterator>

namespace seki::ui {

namespace {

constexpr QSize Layouts[] = {{1, 1}, {1, 2}, {2, 2}, {2, 3}, {3, 3}, {3, 4}};

using Region = HandoutOptions::Region;
constexpr Region Regions[] = {Region::Auto,        Region::Whole, Region::TopLeft, Region::TopRight, Region::BottomLeft,
                              Region::BottomRight, Region::Top,   Region::Bottom,  Region::Left,     Region::Right};

} // namespace

HandoutDialog::HandoutDialog(std::shared_ptr<const TraceWalk> walk, const QString& title, const QString& introduction,
                             QWidget* parent, std::shared_ptr<const LessonSource> lesson)
    : QDialog(parent), m_walk(std::move(walk)), m_lesson(std::move(lesson)), m_introduction(introduction)
{
    const HandoutOptions stored = storedOptions();

    m_title = new QLineEdit(title, this);
    m_layout = new QComboBox(this);
    for (QSize layout : Layouts)
        m_layout->addItem(QString(), layout);
    const int index = m_layout->findData(QSize(stored.columns, stored.rows));
    m_layout->setCurrentIndex(index >= 0 ? index : 3);
    m_content = new QComboBox(this);
    if (m_lesson)
        m_content->addItem(QString(), int(HandoutOptions::Content::Lesson));
    m_content->addItem(QString(), int(HandoutOptions::Content::Stages));
    m_content->addItem(QString(), int(HandoutOptions::Content::Steps));
    const int content = m_content->findData(int(stored.content));
    m_content->setCurrentIndex(content >= 0 ? content : m_content->findData(int(HandoutOptions::Content::Stages)));
    m_region = new QComboBox(this);
    for (Region region : Regions)
        m_region->addItem(QString(), int(region));
    m_region->setCurrentIndex(std::max(0, m_region->findData(int(stored.region))));
    m_coordinates = new QCheckBox(this);
    m_coordinates->setChecked(stored.showCoordinates);
    m_printTheme = new QCheckBox(this);
    m_printTheme->setChecked(stored.printTheme);
    m_skipUnchanged = new QCheckBox(this);
    m_skipUnchanged->setChecked(stored.skipUnchanged);
    m_problemPage = new QCheckBox(this);
    m_problemPage->setChecked(stored.problemPage);
    m_answerPage = new QCheckBox(this);
    m_answerPage->setChecked(stored.answerPage);
    m_pages = new QLabel(this);

    auto* form = new QFormLayout;
    m_form = form;
    // Labels of their own: QFormLayout makes none for an empty title, and retranslate() sets them.
    for (QWidget* field : std::initializer_list<QWidget*>{m_title, m_content, m_layout, m_region}) {
        auto* label = new QLabel(this);
        label->setBuddy(field);
        form->addRow(label, field);
    }
    for (QCheckBox* box : {m_printTheme, m_skipUnchanged, m_problemPage, m_answerPage, m_coordinates})
        form->addRow(QString(), box);
    form->addRow(QString(), m_pages);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_continue = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        storeOptions(options());
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);

    connect(m_layout, &QComboBox::currentIndexChanged, this, &HandoutDialog::updatePages);
    connect(m_content, &QComboBox::currentIndexChanged, this, &HandoutDialog::updatePages);
    connect(m_region, &QComboBox::currentIndexChanged, this, &HandoutDialog::updatePages);
    for (QCheckBox* box : {m_skipUnchanged, m_problemPage, m_answerPage})
        connect(box, &QCheckBox::toggled, this, &HandoutDialog::updatePages);
    retranslate();
    resize(480, sizeHint().height());
}

void HandoutDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void HandoutDialog::retranslate()
{
    setWindowTitle(tr("Handout"));
    for (int k = 0; k < m_layout->count(); ++k) {
        const QSize layout = m_layout->itemData(k).toSize();
        m_layout->setItemText(k, tr("%1 \u00d7 %2 (%3 diagrams a page)")
                                     .arg(layout.width())
                                     .arg(layout.height())
                                     .arg(layout.width() * layout.height()));
    }
    m_content->setItemText(m_content->findData(int(HandoutOptions::Content::Stages)),
                           tr("The position and each stage"));
    m_content->setItemText(m_content->findData(int(HandoutOptions::Content::Steps)),
                           tr("Every step of the walk-through"));
    if (m_lesson)
        m_content->setItemText(m_content->findData(int(HandoutOptions::Content::Lesson)),
                               tr("The lesson: its position, its lines with numbered moves, its exercises"));
    const std::pair<Region, QString> regionNames[] = {
        {Region::Auto, tr("Around the stones that matter")},
        {Region::Whole, tr("The whole board")},
        {Region::TopLeft, tr("Top left corner")},
        {Region::TopRight, tr("Top right corner")},
        {Region::BottomLeft, tr("Bottom left corner")},
        {Region::BottomRight, tr("Bottom right corner")},
        {Region::Top, tr("Top side")},
        {Region::Bottom, tr("Bottom side")},
        {Region::Left, tr("Left side")},
        {Region::Right, tr("Right side")},
    };
    for (const auto& [region, name] : regionNames)
        m_region->setItemText(m_region->findData(int(region)), name);
    m_coordinates->setText(tr("Show &coordinates"));
    m_printTheme->setText(tr("&Paper colours: white board, black lines (otherwise the screen's theme)"));
    m_skipUnchanged->setText(tr("Lea&ve out diagrams that change nothing"));
    m_problemPage->setText(tr("A p&roblem page first: the position without answers"));
    const std::pair<QWidget*, QString> titles[] = {
        {m_title, tr("&Title:")}, {m_content, tr("&Diagrams:")}, {m_layout, tr("&Layout:")}, {m_region, tr("&Board:")}};
    for (const auto& [field, title] : titles)
        if (auto* label = qobject_cast<QLabel*>(m_form->labelForField(field)))
            label->setText(title);
    m_continue->setText(tr("&Continue\u2026"));
    updatePages();
}

HandoutOptions HandoutDialog::options() const
{
    HandoutOptions options;
    const QSize layout = m_layout->currentData().toSize();
    options.columns = layout.width();
    options.rows = layout.height();
    options.content = HandoutOptions::Content(m_content->currentData().toInt());
    options.showCoordinates = m_coordinates->isChecked();
    options.region = Region(m_region->currentData().toInt());
    options.printTheme = m_printTheme->isChecked();
    options.skipUnchanged = m_skipUnchanged->isChecked();
    options.problemPage = m_problemPage->isChecked();
    options.answerPage = m_answerPage->isChecked();
    return options;
}

QString HandoutDialog::title() const
{
    return m_title->text().trimmed();
}

bool HandoutDialog::lessonChosen() const
{
    return m_lesson && m_content->currentData().toInt() == int(HandoutOptions::Content::Lesson);
}

void HandoutDialog::updatePages()
{
    // The lesson's diagrams come three a page, each with its own problem and answer pages: the
    // grid, leaving out unchanged stages and the walk-through's problem page are not theirs.
    const bool lesson = lessonChosen();
    m_layout->setEnabled(!lesson);
    m_skipUnchanged->setEnabled(!lesson);
    m_problemPage->setEnabled(!lesson);
    m_answerPage->setText(lesson ? tr("&Answers at the back: each exercise's key")
                                 : tr("An &answer page last: the counted position and the result"));
    const HandoutWriter writer(m_walk, title(), m_introduction, options(), m_lesson);
    const int pages = writer.pageCount();
    const int diagrams = writer.diagramCount();
    m_pages->setText(pages == 1 ? tr("%1 diagrams on 1 page").arg(diagrams)
                                : tr("%1 diagrams on %2 pages").arg(diagrams).arg(pages));
}

HandoutOptions HandoutDialog::storedOptions()
{
    HandoutOptions options;
    options.columns = AppSettings::handoutInt("columns", options.columns);
    options.rows = AppSettings::handoutInt("rows", options.rows);
    // A lesson's own diagrams unless the walk-through's were chosen last (a game has none: its
    // handout is then the walk-through's stages, or steps).
    options.content = AppSettings::handoutBool("lesson", true) ? HandoutOptions::Content::Lesson
                      : AppSettings::handoutBool("steps", false) ? HandoutOptions::Content::Steps
                                                                 : HandoutOptions::Content::Stages;
    options.showCoordinates = AppSettings::handoutBool("coordinates", true);
    const int region = AppSettings::handoutInt("region", int(Region::Auto));
    options.region = std::find(std::begin(Regions), std::end(Regions), Region(region)) != std::end(Regions)
                         ? Region(region)
                         : Region::Auto;
    options.printTheme = AppSettings::handoutBool("paper", true);
    options.skipUnchanged = AppSettings::handoutBool("skipUnchanged", true);
    options.problemPage = AppSettings::handoutBool("problemPage", false);
    options.answerPage = AppSettings::handoutBool("answerPage", false);
    return options;
}

void HandoutDialog::storeOptions(const HandoutOptions& options)
{
    AppSettings::setHandout("columns", options.columns);
    AppSettings::setHandout("rows", options.rows);
    AppSettings::setHandout("lesson", options.content == HandoutOptions::Content::Lesson);
    if (options.content != HandoutOptions::Content::Lesson)
        AppSettings::setHandout("steps", options.content == HandoutOptions::Content::Steps);
    AppSettings::setHandout("coordinates", options.showCoordinates);
    AppSettings::setHandout("region", int(options.region));
    AppSettings::setHandout("paper", options.printTheme);
    AppSettings::setHandout("skipUnchanged", options.skipUnchanged);
    AppSettings::setHandout("problemPage", options.problemPage);
    AppSettings::setHandout("answerPage", options.answerPage);
}

} // namespace seki::ui
