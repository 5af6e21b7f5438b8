#pragma once

#include "board/boardtheme.h"
#include "engine/enginesettings.h"

#include "board/position.h"
#include "scoring/scoreresult.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QPushButton;

namespace seki::ui {

// Edit > Preferences: the window's lasting choices in one place: the language (the system's, or
// English, Deutsch, 日本語, each named in itself as in View > Language), the theme, coordinates,
// the rules whose territory the board shows, the eye count of the seki decision and the eye-space
// outlines. The menus offer the same choices and stay in step: the dialog only asks for values
// (applyRequested) and the window applies them through the same paths as its menus.
//
// OK applies and closes, Apply applies and stays (enabled only while something differs from what
// is in force), Cancel closes leaving everything as last applied.
class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    struct Values {
        QString language; // "" = follow the system, else an AppLanguage code
        BoardTheme::Kind theme = BoardTheme::Kind::Light;
        bool showCoordinates = true;
        Rules rules = Rules::Japanese;
        EyeMethod eyeMethod = EyeMethod::Boundary;
        bool showEyeSpaces = false;
        EngineSettings engine = EngineSettings::defaults(); // the dead-stone engine

        bool operator==(const Values&) const = default;
    };

    explicit SettingsDialog(QWidget* parent = nullptr);

    // The values in force: the fields show them and Apply is off until one is changed.
    void setValues(const Values& values);
    // What the fields say now.
    Values values() const;

    // The parts, for tests and the screenshot tool.
    QComboBox* languageBox() const { return m_language; }
    QComboBox* themeBox() const { return m_theme; }
    QCheckBox* coordinatesBox() const { return m_coordinates; }
    QComboBox* rulesBox() const { return m_rules; }
    QComboBox* eyeMethodBox() const { return m_eyeMethod; }
    QCheckBox* eyeSpacesBox() const { return m_eyeSpaces; }
    QComboBox* finderBox() const { return m_finder; }
    QCheckBox* compareBox() const { return m_compare; }
    QLineEdit* engineCommandEdit() const { return m_engineCommand; }
    QComboBox* engineOnOpenBox() const { return m_engineOnOpen; }
    QSpinBox* engineTimeoutBox() const { return m_engineTimeout; }
    QPushButton* okButton() const;
    QPushButton* applyButton() const;
    QPushButton* cancelButton() const;

signals:
    // OK or Apply with something changed: the window applies `values`.
    void applyRequested(const seki::ui::SettingsDialog::Values& values);

protected:
    // LanguageChange (the language just applied, or chosen in the menu): every text is set again
    // and every field keeps its choice.
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void apply();
    void updateApply();

    Values m_applied;
    QGroupBox* m_generalGroup;
    QGroupBox* m_boardGroup;
    QLabel* m_languageLabel;
    QLabel* m_languageNote;
    QComboBox* m_language;
    QLabel* m_themeLabel;
    QComboBox* m_theme;
    QCheckBox* m_coordinates;
    QLabel* m_rulesLabel;
    QComboBox* m_rules;
    QLabel* m_eyeMethodLabel;
    QComboBox* m_eyeMethod;
    QCheckBox* m_eyeSpaces;
    QGroupBox* m_engineGroup;
    QLabel* m_finderLabel;
    QComboBox* m_finder;
    QCheckBox* m_compare;
    QLabel* m_engineCommandLabel;
    QLineEdit* m_engineCommand;
    QLabel* m_engineNote;
    QLabel* m_engineOnOpenLabel;
    QComboBox* m_engineOnOpen;
    QLabel* m_engineTimeoutLabel;
    QSpinBox* m_engineTimeout;
    QDialogButtonBox* m_buttons;
};

} // namespace seki::ui
