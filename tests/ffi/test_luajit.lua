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

print(string.format("%d passed, %d failed", passed, failed))
os.exit(failed == 0 and passed > 0 and 0 or 1)
