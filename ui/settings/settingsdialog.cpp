#include "settings/settingsdialog.h"

#include "settings/applanguage.h"
#include "engine/engineclient.h"
#include "eyes/eyelenscontroller.h"
#include "common/rulestitle.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace seki::ui {

namespace {

// A menu text as a field shows it: without its mnemonic ("&Dark", "ダーク(&D)").
QString withoutMnemonic(QString text)
{
    const qsizetype bracket = text.indexOf(QStringLiteral("(&"));
    if (bracket >= 0 && text.indexOf(QLatin1Char(')'), bracket) == bracket + 3)
        text.remove(bracket, 4);
    return text.remove(QLatin1Char('&')).trimmed();
}

constexpr std::array<EyeMethod, 2> AllEyeMethods{EyeMethod::Boundary, EyeMethod::LocalGame};

} // namespace

SettingsDialog::SettingsDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("settingsDialog"));

    m_language = new QComboBox(this);
    m_language->addItem(QString(), QString()); // the system's language, named in retranslate()
    // Each language in itself, never translated: a user lost in a language they cannot read
    // still finds their own.
    for (const AppLanguage::Choice& choice : AppLanguage::choices())
        m_language->addItem(choice.nativeName, choice.code);
    m_languageNote = new QLabel(this);
    m_languageNote->setWordWrap(true);
    QFont small = m_languageNote->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_languageNote->setFont(small);
    m_languageNote->setForegroundRole(QPalette::PlaceholderText);

    m_theme = new QComboBox(this);
    for (BoardTheme::Kind kind : BoardTheme::kinds())
        m_theme->addItem(QString(), int(kind));

    m_coordinates = new QCheckBox(this);
    m_rules = new QComboBox(this);
    for (Rules rules : AllRules)
        m_rules->addItem(QString(), int(rules));
    m_eyeMethod = new QComboBox(this);
    for (EyeMethod method : AllEyeMethods)
        m_eyeMethod->addItem(QString(), int(method));
    m_eyeSpaces = new QCheckBox(this);

    m_languageLabel = new QLabel(this);
    m_languageLabel->setBuddy(m_language);
    m_themeLabel = new QLabel(this);
    m_themeLabel->setBuddy(m_theme);
    m_rulesLabel = new QLabel(this);
    m_rulesLabel->setBuddy(m_rules);
    m_eyeMethodLabel = new QLabel(this);
    m_eyeMethodLabel->setBuddy(m_eyeMethod);

    m_generalGroup = new QGroupBox(this);
    auto* general = new QFormLayout(m_generalGroup);
    general->addRow(m_languageLabel, m_language);
    general->addRow(QString(), m_languageNote);
    general->addRow(m_themeLabel, m_theme);

    m_boardGroup = new QGroupBox(this);
    auto* board = new QFormLayout(m_boardGroup);
    board->addRow(m_rulesLabel, m_rules);
    board->addRow(m_eyeMethodLabel, m_eyeMethod);
    board->addRow(QString(), m_coordinates);
    board->addRow(QString(), m_eyeSpaces);
    // Who suggests dead stones (Score › Suggest Dead Stones): SekiScope's own finder, or the engine.
    m_finder = new QComboBox(this);
    m_finder->addItem(QString(), int(EngineSettings::Finder::SekiScope));
    m_finder->addItem(QString(), int(EngineSettings::Finder::Engine));
    m_finderLabel = new QLabel(this);
    m_finderLabel->setBuddy(m_finder);
    m_compare = new QCheckBox(this);
    m_engineCommand = new QLineEdit(this);
    m_engineCommand->setPlaceholderText(EngineClient::defaultCommand());
    m_engineNote = new QLabel(this);
    m_engineNote->setWordWrap(true);
    m_engineNote->setFont(small);
    m_engineNote->setForegroundRole(QPalette::PlaceholderText);
    m_engineOnOpen = new QComboBox(this);
    for (EngineSettings::OnOpen choice :
         {EngineSettings::OnOpen::Ask, EngineSettings::OnOpen::Always, EngineSettings::OnOpen::Never})
        m_engineOnOpen->addItem(QString(), int(choice));
    m_engineTimeout = new QSpinBox(this);
    m_engineTimeout->setRange(1, 3600);
    m_engineCommandLabel = new QLabel(this);
    m_engineCommandLabel->setBuddy(m_engineCommand);
    m_engineOnOpenLabel = new QLabel(this);
    m_engineOnOpenLabel->setBuddy(m_engineOnOpen);
    m_engineTimeoutLabel = new QLabel(this);
    m_engineTimeoutLabel->setBuddy(m_engineTimeout);
    m_engineGroup = new QGroupBox(this);
    auto* engine = new QFormLayout(m_engineGroup);
    engine->addRow(m_finderLabel, m_finder);
    engine->addRow(QString(), m_compare);
    engine->addRow(m_engineCommandLabel, m_engineCommand);
    // The whole width: a command line example wraps badly in the field column.
    engine->addRow(m_engineNote);
    engine->addRow(m_engineOnOpenLabel, m_engineOnOpen);
    engine->addRow(m_engineTimeoutLabel, m_engineTimeout);
    for (QFormLayout* form : {general, board, engine})
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Apply | QDialogButtonBox::Cancel, this);
    connect(okButton(), &QPushButton::clicked, this, [this] {
        apply();
        accept();
    });
    connect(applyButton(), &QPushButton::clicked, this, &SettingsDialog::apply);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_generalGroup);
    layout->addWidget(m_boardGroup);
    layout->addWidget(m_engineGroup);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    connect(m_engineCommand, &QLineEdit::textChanged, this, &SettingsDialog::updateApply);
    connect(m_engineTimeout, &QSpinBox::valueChanged, this, &SettingsDialog::updateApply);
    for (QComboBox* box : {m_language, m_theme, m_rules, m_eyeMethod, m_engineOnOpen, m_finder})
        connect(box, &QComboBox::currentIndexChanged, this, &SettingsDialog::updateApply);
    for (QCheckBox* box : {m_coordinates, m_eyeSpaces, m_compare})
        connect(box, &QCheckBox::toggled, this, &SettingsDialog::updateApply);

    retranslate();
    setValues(Values{});
}

QPushButton* SettingsDialog::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

QPushButton* SettingsDialog::applyButton() const
{
    return m_buttons->button(QDialogButtonBox::Apply);
}

QPushButton* SettingsDialog::cancelButton() const
{
    return m_buttons->button(QDialogButtonBox::Cancel);
}

void SettingsDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void SettingsDialog::retranslate()
{
    setWindowTitle(tr("Preferences"));
    m_generalGroup->setTitle(tr("General"));
    m_boardGroup->setTitle(tr("Board and Scoring"));
    m_languageLabel->setText(tr("&Language:"));
    m_language->setItemText(0, tr("Follow the System"));
    m_languageNote->setText(tr("The window switches at once; View \u203a Language offers the same choice."));
    m_themeLabel->setText(tr("&Theme:"));
    for (int k = 0; k < m_theme->count(); ++k)
        m_theme->setItemText(k,
                             withoutMnemonic(BoardTheme::displayName(BoardTheme::Kind(m_theme->itemData(k).toInt()))));
    m_rulesLabel->setText(tr("&Territory shown for:"));
    m_rules->setToolTip(tr("The rules whose territory the board marks; the Score dock shows all three"));
    for (int k = 0; k < m_rules->count(); ++k)
        m_rules->setItemText(k, rulesTitle(Rules(m_rules->itemData(k).toInt())));
    m_eyeMethodLabel->setText(tr("&Eye count:"));
    m_eyeMethod->setToolTip(tr("How the seki decision counts eyes: the boundary-length table, or GNU Go's "
                               "local games where they are solved"));
    for (int k = 0; k < m_eyeMethod->count(); ++k)
        m_eyeMethod->setItemText(
            k, withoutMnemonic(EyeLensController::eyeMethodTitle(EyeMethod(m_eyeMethod->itemData(k).toInt()))));
    m_coordinates->setText(tr("Show &coordinates"));
    m_eyeSpaces->setText(tr("Outline the eye &spaces on the board"));
    m_engineGroup->setTitle(tr("Dead Stones"));
    m_finderLabel->setText(tr("&Suggested by:"));
    m_finder->setItemText(0, tr("SekiScope's own finder"));
    m_finder->setItemText(1, tr("The GTP engine below"));
    m_compare->setText(tr("Ask the engine &too, and point out where the two disagree"));
    m_engineCommandLabel->setText(tr("GTP &engine:"));
    m_engineNote->setText(
        tr("The program and its arguments, e.g. \u201cgnugo --mode gtp\u201d or "
           "\u201ckatago gtp -model MODEL -config CONFIG\u201d. Score \u203a Suggest Dead Stones asks it "
           "when it suggests the dead stones, or to compare."));
    m_engineOnOpenLabel->setText(tr("When a game with no dead &marks opens:"));
    m_engineOnOpen->setItemText(0, tr("Offer a suggestion"));
    m_engineOnOpen->setItemText(1, tr("Suggest dead stones at once"));
    m_engineOnOpen->setItemText(2, tr("Do nothing"));
    m_engineTimeoutLabel->setText(tr("Give &up after:"));
    m_engineTimeout->setSuffix(tr(" s"));
}

void SettingsDialog::setValues(const Values& values)
{
    m_applied = values;
    const auto choose = [](QComboBox* box, const QVariant& data) {
        const int index = box->findData(data);
        if (index >= 0)
            box->setCurrentIndex(index);
    };
    choose(m_language, values.language);
    choose(m_theme, int(values.theme));
    choose(m_rules, int(values.rules));
    choose(m_eyeMethod, int(values.eyeMethod));
    m_coordinates->setChecked(values.showCoordinates);
    m_eyeSpaces->setChecked(values.showEyeSpaces);
    choose(m_finder, int(values.engine.finder));
    m_compare->setChecked(values.engine.compareWithEngine);
    m_engineCommand->setText(values.engine.command);
    choose(m_engineOnOpen, int(values.engine.onOpen));
    m_engineTimeout->setValue(values.engine.timeoutSeconds);
    updateApply();
}

SettingsDialog::Values SettingsDialog::values() const
{
    Values values;
    values.language = m_language->currentData().toString();
    values.theme = BoardTheme::Kind(m_theme->currentData().toInt());
    values.showCoordinates = m_coordinates->isChecked();
    values.rules = Rules(m_rules->currentData().toInt());
    values.eyeMethod = EyeMethod(m_eyeMethod->currentData().toInt());
    values.showEyeSpaces = m_eyeSpaces->isChecked();
    const QString command = m_engineCommand->text().trimmed();
    values.engine.command = command.isEmpty() ? EngineClient::defaultCommand() : command;
    values.engine.onOpen = EngineSettings::OnOpen(m_engineOnOpen->currentData().toInt());
    values.engine.finder = EngineSettings::Finder(m_finder->currentData().toInt());
    values.engine.compareWithEngine = m_compare->isChecked();
    values.engine.timeoutSeconds = m_engineTimeout->value();
    return values;
}

void SettingsDialog::apply()
{
    const Values chosen = values();
    if (chosen == m_applied)
        return;
    m_applied = chosen;
    updateApply();
    emit applyRequested(chosen);
}

void SettingsDialog::updateApply()
{
    applyButton()->setEnabled(values() != m_applied);
}

} // namespace seki::ui
