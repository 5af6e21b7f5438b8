# Shared by scripts/test.sh and scripts/run-example.sh (sourced, not run).
#
# Both must work as written, as root, on a fresh Debian 12 machine that has only g++, cmake and
# git, and must not touch apt on a machine that already has everything: so each package is
# checked with dpkg first and apt-get runs only for the ones that are missing.

# Everything the build and the example need (Debian 12 package names).
#   make             CMake's generator; a machine with only g++, cmake and git may lack it
#   qt6-*            Qt 6 Widgets, Svg, Test, LinguistTools (translations)
#   libgl-dev        Qt6Gui's CMake package requires the OpenGL headers even without a GL widget
#   xvfb xauth       screenshots of the window without a display
#   gnugo            the second opinion on eyes, the maker of the benchmark games, and the
#                    default engine that suggests dead stones (tst_engine asks it)
#   fonts-noto-cjk   Chinese, Japanese and Korean labels in the translated window
#   libuchardet-dev  the charset of a game record that does not name it (Shift_JIS, GBK, Big5,
#   pkgconf          EUC-KR...), found before parsing; CMake finds uchardet by pkg-config
SEKISCOPE_PACKAGES=(
    make qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    libgl-dev xvfb xauth gnugo fonts-noto-cjk libuchardet-dev pkgconf
)
# The test suite also fuzzes the readers and the scorer with libFuzzer (tests/fuzz, the CTest
# test "fuzz"), which needs clang and its runtime; without clang++ that test is not registered.
#   desktop-file-utils  desktop-file-validate: the menu entry (resources/linux)
#   appstream           appstreamcli validate: the AppStream metadata
#   shared-mime-info    update-mime-database: *.sgf read as application/x-go-sgf once installed
#   dpkg-dev            dpkg-shlibdeps, for CPack's .deb and its Depends (the test deb_package)
SEKISCOPE_TEST_PACKAGES=("${SEKISCOPE_PACKAGES[@]}" clang libclang-rt-14-dev
    desktop-file-utils appstream shared-mime-info dpkg-dev)

# True when dpkg knows the package as fully installed. (`dpkg -s` alone also succeeds for a
# package that was removed but left its configuration files behind, so the status is checked.)
package_installed() {
    dpkg -s "$1" 2>/dev/null | grep -q '^Status: install ok installed$'
}

# Installs the packages that are missing, and nothing when none is.
ensure_packages() {
    local missing=() package
    for package in "$@"; do
        package_installed "$package" || missing+=("$package")
    done
    if [ "${#missing[@]}" -eq 0 ]; then
        echo "scripts: all ${#@} packages already installed"
        return 0
    fi
    echo "scripts: installing missing packages: ${missing[*]}"
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1; then
            sudo=(sudo)
        else
            echo "scripts: need root (or sudo) to install: ${missing[*]}" >&2
            return 1
        fi
    fi
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
}

# Configures (Release) and builds out of tree, in build/ unless SEKISCOPE_BUILD_DIR says otherwise.
# Extra arguments go to `cmake --build` (e.g. --target sekiscope).
configure_and_build() {
    cmake -S "$SEKISCOPE_ROOT" -B "$SEKISCOPE_BUILD_DIR" -DCMAKE_BUILD_TYPE=Release
    cmake --build "$SEKISCOPE_BUILD_DIR" -j"$(nproc)" "$@"
}

SEKISCOPE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SEKISCOPE_BUILD_DIR="${SEKISCOPE_BUILD_DIR:-$SEKISCOPE_ROOT/build}"
