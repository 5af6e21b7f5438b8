cmake_minimum_required(VERSION 3.16)
# Installs the build into PREFIX and checks that a desktop finds SekiScope there: the executable,
# the menu entry, the icon, the SGF MIME type and the AppStream metadata. Run by CTest
# (install_layout) as: cmake -DBUILD_DIR=... -DPREFIX=... -DAPP_ID=... -P check-install.cmake
file(REMOVE_RECURSE ${PREFIX})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX}
                RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cmake --install failed:\n${output}")
endif()
foreach(file bin/sekiscope
             share/applications/${APP_ID}.desktop
             share/icons/hicolor/scalable/apps/${APP_ID}.svg
             share/mime/packages/${APP_ID}.xml
             share/metainfo/${APP_ID}.metainfo.xml)
    if(NOT EXISTS ${PREFIX}/${file})
        message(FATAL_ERROR "cmake --install did not put ${file} in place")
    endif()
endforeach()
# Nothing else: no test, tool or static library of the build.
file(GLOB_RECURSE installed RELATIVE ${PREFIX} ${PREFIX}/*)
list(LENGTH installed count)
if(NOT count EQUAL 5)
    message(FATAL_ERROR "cmake --install put ${count} files in place, 5 expected: ${installed}")
endif()
# The desktop entry names the icon and the executable as installed.
file(STRINGS ${PREFIX}/share/applications/${APP_ID}.desktop entry)
if(NOT "Icon=${APP_ID}" IN_LIST entry OR NOT "Exec=sekiscope %f" IN_LIST entry)
    message(FATAL_ERROR "the desktop entry's Icon or Exec does not match what is installed")
endif()
find_program(UPDATE_MIME_DATABASE update-mime-database)
if(UPDATE_MIME_DATABASE)
    execute_process(COMMAND ${UPDATE_MIME_DATABASE} ${PREFIX}/share/mime RESULT_VARIABLE result ERROR_VARIABLE output)
    file(READ ${PREFIX}/share/mime/globs2 globs)
    if(NOT result EQUAL 0 OR NOT globs MATCHES "application/x-go-sgf:\\*\\.sgf")
        message(FATAL_ERROR "shared-mime-info does not read *.sgf as application/x-go-sgf from the installed XML:\n${output}")
    endif()
endif()
message(STATUS "installed: ${installed}")
