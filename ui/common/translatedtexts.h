#pragma once

#include <QCoreApplication>
#include <QPointer>
#include <QString>

#include <functional>
#include <vector>

class QAction;
class QMenu;
class QWidget;

namespace seki::ui {

// The user-visible texts of a window's actions, menus, docks and tool bars, each written once:
// as QT_TRANSLATE_NOOP(context, ...) where the object is made. They are set when bound and set
// again by retranslate() after a language change (Qt cannot re-run a tr() on a text already set).
class TranslatedTexts {
public:
    // `context` is the tr() context the texts are translated in (the owning class's name).
    explicit TranslatedTexts(const char* context) : m_context(context) { }

    // Text and status tip (nullptr: none) of `action`; returns it.
    QAction* bind(QAction* action, const char* text, const char* statusTip = nullptr);
    // A menu's title.
    QMenu* bind(QMenu* menu, const char* title);
    // A dock's or tool bar's window title.
    QWidget* bindTitle(QWidget* widget, const char* title);

    void retranslate() const;
    QString translate(const char* text) const { return QCoreApplication::translate(m_context, text); }

private:
    const char* m_context;
    std::vector<std::function<void()>> m_apply;
};

} // namespace seki::ui
