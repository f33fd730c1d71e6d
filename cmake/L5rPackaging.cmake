# SPDX-License-Identifier: MIT
# Debian packages with CPack, split as Debian splits a library:
#   cd build && cpack -G DEB
# makes three packages from the install components (CMakeLists.txt):
#   libl5r<ABI major>  lib    the shared library
#   libl5r-dev         dev    headers, static library, pkg-config file,
#                             CMake package, l5r.cdef
#   l5r-tools          tools  the l5r tool, the sample cards, the Python
#                             package's files and the LuaJIT module
# Each file is named <package>_<version>-<release>_<arch>.deb.

set(L5R_PACKAGE_MAINTAINER "l5r maintainers <maintainers@l5r.invalid>"
    CACHE STRING "The Maintainer field of the Debian packages")
set(L5R_HOMEPAGE_URL "https://l5r.invalid/"
    CACHE STRING "The project's homepage (the packages' Homepage field)")
set(L5R_PACKAGE_RELEASE "1" CACHE STRING "The Debian revision of the packages")

set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "l5r")
set(CPACK_PACKAGE_VENDOR "l5r")
set(CPACK_PACKAGE_CONTACT "${L5R_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${L5R_HOMEPAGE_URL}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
# Empty: CPack would put it before every package's description, and each
# package has a summary line of its own (the first line of its description).
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_STRIP_FILES ON)
# The licence: the packages name one once the project has a LICENSE file.
if(EXISTS "${PROJECT_SOURCE_DIR}/LICENSE")
  set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
endif()

set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE "${L5R_PACKAGE_RELEASE}")
set(CPACK_DEBIAN_PACKAGE_SOURCE "l5r")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
# A component's CPACK_COMPONENT_<C>_DEPENDS becomes "package (= version)".
set(CPACK_DEBIAN_ENABLE_COMPONENT_DEPENDS ON)

# The dependencies on other packages (libc6, libyaml-0-2) come from
# dpkg-shlibdeps (the dpkg-dev package) when it is there, else are written
# down. libl5r.so.1 is found in the build tree when the tool is looked at.
find_program(L5R_DPKG_SHLIBDEPS dpkg-shlibdeps)
mark_as_advanced(L5R_DPKG_SHLIBDEPS)
if(L5R_DPKG_SHLIBDEPS)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS
      "${CMAKE_LIBRARY_OUTPUT_DIRECTORY}")
else()
  set(CPACK_DEBIAN_LIB_PACKAGE_DEPENDS "libc6, libyaml-0-2")
  set(CPACK_DEBIAN_TOOLS_PACKAGE_DEPENDS "libc6")
endif()
# The shlibs file: what a package built against libl5r.so.1 depends on.
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS_POLICY ">=")

set(CPACK_DEBIAN_LIB_PACKAGE_NAME "libl5r${L5R_ABI_MAJOR}")
set(CPACK_DEBIAN_LIB_PACKAGE_SECTION "libs")
set(CPACK_DEBIAN_DEV_PACKAGE_NAME "libl5r-dev")
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION "libdevel")
# The static library and l5r.pc (Requires.private: yaml-0.1) need libyaml's.
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS "libyaml-dev")
set(CPACK_DEBIAN_TOOLS_PACKAGE_NAME "l5r-tools")
set(CPACK_DEBIAN_TOOLS_PACKAGE_SECTION "games")
# The tool needs none of these; the Python and Lua files do, and read the
# API from l5r.cdef (in libl5r-dev).
set(CPACK_DEBIAN_TOOLS_PACKAGE_SUGGESTS "libl5r-dev, python3, luajit")

include(CPack)

cpack_add_component(lib DISPLAY_NAME "libl5r shared library"
  DESCRIPTION "Rules engine for the Legend of the Five Rings CCG (library)
libl5r is an embeddable C library that plays the Legend of the Five Rings
collectible card game, Lotus Edition: card databases loaded from YAML,
decklists and their checks, and games whose every move is validated
against the rules.
.
This package holds the shared library.")
cpack_add_component(dev DISPLAY_NAME "libl5r development files"
  DEPENDS lib
  DESCRIPTION "Rules engine for the Legend of the Five Rings CCG (development)
libl5r is an embeddable C library that plays the Legend of the Five Rings
collectible card game, Lotus Edition.
.
This package holds the headers, the static library, the pkg-config file,
the CMake package (find_package(l5r)) and l5r.cdef, the API declarations
for FFI loaders.")
cpack_add_component(tools DISPLAY_NAME "l5r tool and sample cards"
  DEPENDS lib
  DESCRIPTION "Rules engine for the Legend of the Five Rings CCG (tools)
libl5r is an embeddable C library that plays the Legend of the Five Rings
collectible card game, Lotus Edition.
.
This package holds the l5r command-line tool (check cards and decks, play,
replay and show games, simulate many), the sample cards and decks in
/usr/share/l5r/cards, the Python package's files in
/usr/share/l5r/python and the LuaJIT module l5r.lua.")
