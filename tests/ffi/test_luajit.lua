-- SPDX-License-Identifier: MIT
-- FFI through LuaJIT: ffi.cdef the declaration file, ffi.load libl5r.so,
-- call the version and error functions. Run by ctest with L5R_LIB and
-- L5R_CDEF set.
local ffi = require("ffi")

local f = assert(io.open(os.getenv("L5R_CDEF"), "r"))
ffi.cdef(f:read("*a"))
f:close()
local l5r = ffi.load(os.getenv("L5R_LIB"))

local passed, failed = 0, 0
local function test(name, fn)
  local ok, err = pcall(fn)
  if ok then passed = passed + 1; print("ok   " .. name)
  else failed = failed + 1; print("FAIL " .. name .. ": " .. tostring(err)) end
end

test("version", function()
  local n = l5r.l5r_version()
  local s = ffi.string(l5r.l5r_version_string())
  assert(s == string.format("%d.%d.%d", math.floor(n / 10000),
                            math.floor(n / 100) % 100, n % 100), s)
  assert(l5r.l5r_version_check(n, l5r.l5r_abi_major()) == l5r.L5R_OK)
  assert(l5r.l5r_version_check(n + 1, l5r.l5r_abi_major()) == l5r.L5R_EVERSION)
end)

test("errors", function()
  assert(l5r.L5R_ENOMEM == -2)
  assert(ffi.string(l5r.l5r_strerror(l5r.L5R_ENOMEM)) == "out of memory")
  assert(ffi.string(l5r.l5r_status_name(l5r.L5R_EINVAL)) == "L5R_EINVAL")
  l5r.l5r_error_clear()
  assert(l5r.l5r_error_code() == 0)
  assert(l5r.l5r_allocator_init(nil, 1) == l5r.L5R_EINVAL)
  assert(l5r.l5r_error_code() == l5r.L5R_EINVAL)
  assert(#ffi.string(l5r.l5r_error_message()) > 0)
end)

test("allocator struct", function()
  local a = ffi.new("l5r_allocator")
  assert(l5r.l5r_allocator_init(a, l5r.l5r_allocator_version()) == l5r.L5R_OK)
  assert(a.version == l5r.l5r_allocator_version() and a.alloc == nil)
end)

local function read_sample(name)
  local dir = assert(os.getenv("L5R_SOURCE_DIR"), "L5R_SOURCE_DIR is not set")
  local fh = assert(io.open(dir .. "/examples/cards/" .. name, "rb"))
  local data = fh:read("*a")
  fh:close()
  return data
end

-- A new card database, freed by the garbage collector.
local function new_carddb()
  local out = ffi.new("l5r_carddb*[1]")
  assert(l5r.l5r_carddb_new(out, nil) == l5r.L5R_OK)
  assert(out[0] ~= nil)
  return ffi.gc(out[0], l5r.l5r_carddb_free)
end

test("card database from buffers", function()
  local db = new_carddb()
  for _, name in ipairs({"sets.yaml", "lotus-sample.yaml"}) do
    local data = read_sample(name)
    local rc = l5r.l5r_carddb_load_buffer(db, name, data, #data)
    assert(rc == l5r.L5R_OK, ffi.string(l5r.l5r_carddb_errmsg(db)))
  end
  assert(l5r.l5r_carddb_freeze(db) == l5r.L5R_OK)
  assert(l5r.l5r_carddb_is_frozen(db) == 1)
  assert(l5r.l5r_carddb_card_count(db) >= 161)

  local card = ffi.new("uint32_t[1]", 0xFFFFFFFF)
  assert(l5r.l5r_carddb_find(card, db, "hida-kuroda") == l5r.L5R_OK)
  assert(card[0] < l5r.l5r_carddb_card_count(db))
  assert(ffi.string(l5r.l5r_carddb_card_id(db, card[0])) == "hida-kuroda")
  assert(ffi.string(l5r.l5r_carddb_card_title(db, card[0])) == "Hida Kuroda")
  local value = ffi.new("int32_t[1]", -1)
  assert(l5r.l5r_carddb_card_get_stat(value, db, card[0], l5r.L5R_STAT_FORCE) == 1)
  assert(value[0] == 4, tostring(value[0]))
  assert(l5r.l5r_carddb_card_get_stat(value, db, card[0], l5r.L5R_STAT_YU) == 1)
  assert(value[0] == 2, tostring(value[0]))
  -- KEY-03, KEY-04: two keywords from "Crab Clan Samurai", none from a part
  assert(l5r.l5r_carddb_card_has_keyword(db, card[0], "Crab Clan") == 1)
  assert(l5r.l5r_carddb_card_has_keyword(db, card[0], "Samurai") == 1)
  assert(l5r.l5r_carddb_card_has_keyword(db, card[0], "Crab") == 0)
  assert(l5r.l5r_carddb_find(card, db, "no-such-card") == l5r.L5R_ENOTFOUND)
  -- Freed now, explicitly, and not again by the collector.
  l5r.l5r_carddb_free(ffi.gc(db, nil))
end)

test("card database diagnostics", function()
  local db = new_carddb()
  local cases = {
    {"sets:\n  - {name: Broken, order: x, lotus: true}\n", l5r.L5R_ESCHEMA,
     2, 27},
    {"sets: [\n", l5r.L5R_ESYNTAX, 2, 1},
  }
  for _, c in ipairs(cases) do
    local data, want, want_line, want_col = c[1], c[2], c[3], c[4]
    assert(l5r.l5r_carddb_load_buffer(db, "bad.yaml", data, #data) == want)
    assert(l5r.l5r_carddb_diag_count(db) >= 1)
    local code = ffi.new("int[1]")
    local line, col = ffi.new("uint32_t[1]"), ffi.new("uint32_t[1]")
    assert(l5r.l5r_carddb_diag(code, line, col, db, 0) == l5r.L5R_OK)
    assert(code[0] == want and line[0] == want_line and col[0] == want_col,
           string.format("%d at %d:%d", code[0], line[0], col[0]))
    assert(ffi.string(l5r.l5r_carddb_diag_source(db, 0)) == "bad.yaml")
    local msg = ffi.string(l5r.l5r_carddb_errmsg(db))
    assert(msg:find(string.format("bad.yaml:%d:%d", want_line, want_col), 1,
                    true), msg)
  end
  -- The failed loads added nothing.
  assert(l5r.l5r_carddb_freeze(db) == l5r.L5R_OK)
  assert(l5r.l5r_carddb_cardset_count(db) == 0)
end)

print(string.format("%d passed, %d failed", passed, failed))
os.exit(failed == 0 and passed > 0 and 0 or 1)
