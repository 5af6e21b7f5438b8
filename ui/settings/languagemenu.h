#pragma once

#include <QMenu>

class QActionGroup;

namespace seki::ui {

// View > Language: the system's language, English, Deutsch, 日本語. Each language is named in
// itself, so a user lost in a language they cannot read still finds their own. The whole window
// switches at once (every panel retranslates on LanguageChange); Edit > Preferences offers the
// same choice, and the checks follow whichever was used.
class LanguageMenu : public QMenu {
    Q_OBJECT
public:
    explicit LanguageMenu(QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateChecks();

    QActionGroup* m_group;
    QAction* m_systemAction;
};

} // namespace seki::ui
