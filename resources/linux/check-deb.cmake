cmake_minimum_required(VERSION 3.16)
# Builds the Debian package with CPack into OUT_DIR and checks what `apt install` would get: the
# same five files as `cmake --install`, under /usr, and Depends naming the Qt libraries found by
# dpkg-shlibdeps. Run by CTest (deb_package) as:
#   cmake -DBUILD_DIR=... -DOUT_DIR=... -DAPP_ID=... -DCPACK=... -P check-deb.cmake
file(REMOVE_RECURSE ${OUT_DIR})
execute_process(COMMAND ${CPACK} -G DEB --config ${BUILD_DIR}/CPackConfig.cmake -B ${OUT_DIR}
                RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
file(GLOB debs ${OUT_DIR}/sekiscope_*.deb)
list(LENGTH debs count)
if(NOT result EQUAL 0 OR NOT count EQUAL 1)
    message(FATAL_ERROR "cpack made no sekiscope_*.deb:\n${output}")
endif()
execute_process(COMMAND dpkg-deb -f ${debs} Package Depends Section OUTPUT_VARIABLE control)
foreach(wanted "Package: sekiscope" "libqt6widgets6" "libqt6svg6" "libqt6gui6" "Section: games")
    string(FIND "${control}" "${wanted}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "the package's control says no '${wanted}':\n${control}")
    endif()
endforeach()
execute_process(COMMAND dpkg-deb -c ${debs} OUTPUT_VARIABLE contents)
foreach(file usr/bin/sekiscope
             usr/share/applications/${APP_ID}.desktop
             usr/share/icons/hicolor/scalable/apps/${APP_ID}.svg
             usr/share/mime/packages/${APP_ID}.xml
             usr/share/metainfo/${APP_ID}.metainfo.xml)
    string(FIND "${contents}" "./${file}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "the package does not hold ${file}:\n${contents}")
    endif()
endforeach()
message(STATUS "${debs}:\n${control}")
