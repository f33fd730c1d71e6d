# SPDX-License-Identifier: MIT
# Build options and the flags every target of ours gets.
option(L5R_BUILD_TESTS "Build the test suite" ON)
option(L5R_BUILD_EXAMPLES "Build the examples and the l5r tool" ON)
option(L5R_SANITIZE "Build with AddressSanitizer and UBSan" OFF)
option(L5R_COVERAGE "Build with gcov coverage instrumentation" OFF)
# Off by default, so that a newer compiler's new warning does not break a
# build from source; the presets (CMakePresets.json) turn it on, so CI and
# developers still fail on warnings.
option(L5R_WERROR "Treat warnings as errors" OFF)
option(L5R_FUZZ "Build the fuzz targets with libFuzzer (clang)" OFF)
# What cmake --install installs besides the library, its headers and its
# CMake and pkg-config files (and what the l5r-tools package holds).
include(CMakeDependentOption)
cmake_dependent_option(L5R_INSTALL_TOOL "Install the l5r tool (bin/l5r)" ON
                       "L5R_BUILD_EXAMPLES" OFF)
option(L5R_INSTALL_CARDS "Install the sample cards (share/l5r/cards)" ON)
option(L5R_INSTALL_PYTHON
       "Install the Python package's files (share/l5r/python/l5r)" ON)
option(L5R_INSTALL_LUA "Install the LuaJIT module (share/lua/5.1/l5r.lua)" ON)

# Link-time optimization of the library in gcc Release builds (about a
# tenth off each decision in bench_game). Its objects are fat
# (-ffat-lto-objects): they hold ordinary code too, so the static library
# links with any linker, with or without LTO; the archive is made with
# gcc-ar, so that a link with -flto sees the LTO code in it.
option(L5R_LTO "Link-time optimization of the library (gcc Release builds)" ON)
set(L5R_LTO_ON FALSE)
if(L5R_LTO AND CMAKE_C_COMPILER_ID STREQUAL "GNU" AND
   CMAKE_BUILD_TYPE STREQUAL "Release" AND NOT L5R_SANITIZE AND
   NOT L5R_COVERAGE AND CMAKE_C_COMPILER_AR AND CMAKE_C_COMPILER_RANLIB)
  set(L5R_LTO_ON TRUE)
  set(CMAKE_AR "${CMAKE_C_COMPILER_AR}")
  set(CMAKE_RANLIB "${CMAKE_C_COMPILER_RANLIB}")
endif()

if(L5R_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-sanitize-recover=all
                      -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
endif()
if(L5R_FUZZ)
  if(NOT CMAKE_C_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "L5R_FUZZ needs clang (libFuzzer): use the fuzz preset")
  endif()
  add_compile_options(-fsanitize=fuzzer-no-link,address,undefined
                      -fno-sanitize-recover=all -fno-omit-frame-pointer)
  add_link_options(-fsanitize=address,undefined)
endif()
if(L5R_COVERAGE)
  add_compile_options(--coverage -O0)
  add_link_options(--coverage)
endif()

# Warnings for the project's own code (never for system headers).
function(l5r_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wshadow
    -Wstrict-prototypes -Wmissing-prototypes -Wformat=2 -Wvla)
  if(L5R_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
