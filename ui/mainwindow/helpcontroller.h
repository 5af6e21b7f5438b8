#pragma once

#include "common/translatedtexts.h"

#include <QObject>

class QAction;
class QMainWindow;
class QMenu;

namespace seki::ui {

// The Help menu, last on the window's menu bar: About SekiScope (its version and what it is for)
// and About Qt.
class HelpController : public QObject {
    Q_OBJECT
public:
    explicit HelpController(QMainWindow& window);

    QMenu* menu() const { return m_menu; }
    // Help › About SekiScope.
    void about();
    void retranslate() { m_texts.retranslate(); }

private:
    QMainWindow& m_window;
    TranslatedTexts m_texts{"seki::ui::HelpController"};
    QMenu* m_menu = nullptr;
};

} // namespace seki::ui
