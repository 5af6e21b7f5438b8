#pragma once

namespace seki::ui {

// Registers the library's resources (theme art, icons, bundled games). A static library's
// resources are not registered on their own; every entry point of the library calls this, and
// calling it again is harmless.
void initResources();

} // namespace seki::ui
