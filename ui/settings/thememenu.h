#pragma once

#include <QMenu>

class QActionGroup;

namespace seki::ui {

// View > Theme: light (wood), dark, high contrast (AppTheme).
class ThemeMenu : public QMenu {
    Q_OBJECT
public:
    explicit ThemeMenu(QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QActionGroup* m_group;
};

} // namespace seki::ui
