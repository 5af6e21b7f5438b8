#include "common/uiresources.h"

#include <QtGlobal>

// Q_INIT_RESOURCE must be used outside any namespace.
static void registerSekiScopeResources()
{
    Q_INIT_RESOURCE(sekiscope);
}

namespace seki::ui {

void initResources()
{
    static const bool registered = [] {
        registerSekiScopeResources();
        return true;
    }();
    Q_UNUSED(registered);
}

} // namespace seki::ui
