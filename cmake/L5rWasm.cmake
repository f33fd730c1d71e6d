# SPDX-License-Identifier: MIT
# The WebAssembly build (the wasm preset, Emscripten): libyaml comes from
# Debian's source package, unpacked into the build tree at configure time
# and compiled here with emcc into a static library, l5r_yaml, which stands
# in for the native build's PkgConfig::YAML. Nothing of libyaml is kept in
# the repository.
#
#   L5R_LIBYAML_ORIG  the upstream tarball (libyaml_<v>.orig.tar.gz); when
#                     empty, `apt-get source --download-only libyaml` fetches
#                     it into the build tree (needs a deb-src line).
set(L5R_LIBYAML_ORIG "" CACHE FILEPATH
    "libyaml's Debian orig tarball (empty: apt-get source --download-only)")

set(_yaml_dl "${PROJECT_BINARY_DIR}/_deps/libyaml-debian")
set(_yaml_src "${PROJECT_BINARY_DIR}/_deps/libyaml-src")
if(NOT EXISTS "${_yaml_src}/include/yaml.h")
  if(L5R_LIBYAML_ORIG STREQUAL "")
    file(GLOB _orig "${_yaml_dl}/libyaml_*.orig.tar.gz")
    if(NOT _orig)
      find_program(L5R_APT_GET apt-get)
      if(NOT L5R_APT_GET)
        message(FATAL_ERROR "wasm: no apt-get to fetch libyaml's Debian source;"
                " set L5R_LIBYAML_ORIG to a libyaml_<v>.orig.tar.gz")
      endif()
      file(MAKE_DIRECTORY "${_yaml_dl}")
      message(STATUS "wasm: apt-get source --download-only libyaml")
      execute_process(COMMAND "${L5R_APT_GET}" source --download-only libyaml
                      WORKING_DIRECTORY "${_yaml_dl}"
                      RESULT_VARIABLE _rc OUTPUT_QUIET ERROR_VARIABLE _err)
      file(GLOB _orig "${_yaml_dl}/libyaml_*.orig.tar.gz")
      if(NOT _rc EQUAL 0 OR NOT _orig)
        message(FATAL_ERROR "wasm: apt-get source libyaml failed (is there a "
                "deb-src line for bookworm in /etc/apt/sources.list.d?):\n"
                "${_err}")
      endif()
    endif()
    list(GET _orig 0 L5R_LIBYAML_ORIG_USED)
  else()
    set(L5R_LIBYAML_ORIG_USED "${L5R_LIBYAML_ORIG}")
  endif()
  file(REMOVE_RECURSE "${_yaml_src}" "${PROJECT_BINARY_DIR}/_deps/unpack")
  file(ARCHIVE_EXTRACT INPUT "${L5R_LIBYAML_ORIG_USED}"
       DESTINATION "${PROJECT_BINARY_DIR}/_deps/unpack")
  file(GLOB _top LIST_DIRECTORIES true "${PROJECT_BINARY_DIR}/_deps/unpack/*")
  file(RENAME "${_top}" "${_yaml_src}")
  file(REMOVE_RECURSE "${PROJECT_BINARY_DIR}/_deps/unpack")
endif()

# The version from upstream's own configure.ac (what its config.h holds).
file(READ "${_yaml_src}/configure.ac" _ac)
foreach(_p major minor patch)
  string(TOUPPER "${_p}" _P)
  string(REGEX MATCH "m4_define\\(\\[YAML_${_P}\\], ([0-9]+)\\)" _m "${_ac}")
  set(_yaml_${_p} "${CMAKE_MATCH_1}")
endforeach()
set(L5R_LIBYAML_VERSION "${_yaml_major}.${_yaml_minor}.${_yaml_patch}")
message(STATUS "wasm: libyaml ${L5R_LIBYAML_VERSION} from ${_yaml_src}")

file(GLOB _yaml_c "${_yaml_src}/src/*.c")
add_library(l5r_yaml STATIC ${_yaml_c})
target_include_directories(l5r_yaml SYSTEM PUBLIC "${_yaml_src}/include")
target_compile_definitions(l5r_yaml
  PUBLIC YAML_DECLARE_STATIC
  PRIVATE YAML_VERSION_MAJOR=${_yaml_major} YAML_VERSION_MINOR=${_yaml_minor}
          YAML_VERSION_PATCH=${_yaml_patch}
          YAML_VERSION_STRING="${L5R_LIBYAML_VERSION}")
# Upstream builds with the compiler's default dialect (gnu: strdup).
set_target_properties(l5r_yaml PROPERTIES OUTPUT_NAME yaml C_EXTENSIONS ON)
add_library(PkgConfig::YAML ALIAS l5r_yaml)
