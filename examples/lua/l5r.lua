-- SPDX-License-Identifier: MIT
--[[
l5r.lua - LuaJIT FFI bindings for libl5r, the Legend of the Five Rings CCG
(Lotus Edition) rules engine.

  local l5r = require("l5r")
  local db = assert(l5r.carddb())
  assert(db:load_file("sets.yaml"))
  assert(db:load_file("lotus-sample.yaml"))
  assert(db:freeze())
  local decks = { assert(db:deck_from_file("crab-yu.yaml")),
                  assert(db:deck_from_file("scorpion-ninjutsu.yaml")) }
  local game = assert(l5r.game(db, decks, { seed = 7, turn_limit = 30 }))
  while not game:is_over() do
    local moves = game:legal_actions()
    assert(game:apply(moves[1].action))      -- or game:apply("p1 pass")
  end
  print(game:winner(), game:hash_hex())

For playouts, a move list is made once and refilled, and a move applied
by its (1-based) index: nothing is made per legal move.

  local moves = assert(l5r.move_list())
  while true do
    local _, n = assert(game:legal_moves(nil, moves))   -- 0: game over
    if n == 0 then break end
    assert(game:apply_index(moves, math.random(n)))
  end
  game:play_random(pick)            -- the same loop; pick(n) -> 1 .. n

The declaration file is ffi.cdef'd from $L5R_CDEF, else from the source
tree next to this file (../../include/l5r/l5r.cdef), else from an
installed share/l5r/l5r.cdef. The library is ffi.load'ed from $L5R_LIB,
else "l5r" (libl5r.so), else "libl5r.so.1", else the build tree.

Errors are values: a function that fails returns nil, a message and the
library's status code (a negative number; l5r.status_name(code) gives
"L5R_ENOMEM"). game:apply() of an illegal move returns nil, "RULE: why",
l5r.L5R_EILLEGAL and the verdict. Players are 0-based (p1 is player 0),
"no card / no player" is nil. Objects are freed by the garbage collector
(ffi.gc) or at once with :close(); closing a card database closes the
decks and games made with it first.
]]
local ffi = require("ffi")

local M = {}

-- --- loading -------------------------------------------------------------------

local function module_dir()
  local src = debug.getinfo(1, "S").source
  if src:sub(1, 1) == "@" then
    return src:sub(2):match("^(.*)/[^/]*$") or "."
  end
  return "."
end

local function readable(path)
  local f = io.open(path, "rb")
  if f then f:close() end
  return f ~= nil
end

local function find_cdef()
  local env = os.getenv("L5R_CDEF")
  if env and env ~= "" then return env end
  local dir = module_dir()
  local candidates = {
    dir .. "/../../include/l5r/l5r.cdef",   -- the source tree
    dir .. "/../../l5r/l5r.cdef",           -- <prefix>/share/lua/5.1/
    "/usr/local/share/l5r/l5r.cdef",
    "/usr/share/l5r/l5r.cdef",
  }
  for _, c in ipairs(candidates) do
    if readable(c) then return c end
  end
  error("l5r: cannot find l5r.cdef (set L5R_CDEF); tried: " ..
        table.concat(candidates, ", "), 2)
end

local cdef_path = find_cdef()
local cdef_text
do
  local f = assert(io.open(cdef_path, "r"))
  cdef_text = f:read("*a")
  f:close()
end
-- Declared once per process: another loader may have done it already.
local ok_cdef, cdef_err = pcall(ffi.cdef, cdef_text)
if not ok_cdef and not pcall(ffi.typeof, "l5r_verdict") then
  error("l5r: " .. tostring(cdef_err))
end

local function load_library()
  local tried = {}
  local env = os.getenv("L5R_LIB")
  local names = { "l5r", "libl5r.so.1", module_dir() .. "/../../build/lib/libl5r.so" }
  if env and env ~= "" then names = { env } end
  for _, name in ipairs(names) do
    local ok, lib = pcall(ffi.load, name)
    if ok then return lib, name end
    tried[#tried + 1] = tostring(lib)
  end
  error("l5r: cannot load libl5r (set L5R_LIB): " .. table.concat(tried, "; "), 2)
end

local C, lib_name = load_library()
M.C = C                 -- the raw bindings: every function of the cdef
M.lib_name = lib_name
M.cdef_path = cdef_path
M.NO_ID = 0xffffffff    -- L5R_NO_ID, a macro (not in the cdef)

-- Every enum constant of the cdef (l5r.L5R_EILLEGAL, ...), and per prefix
-- a value -> short name table (l5r.names.PHASE[3] == "action").
M.names = {}
for name, value in cdef_text:gmatch("(L5R_[%w_]+) = (%-?%d+)") do
  M[name] = tonumber(value)
end
local function names(prefix)
  local t = {}
  for name, value in cdef_text:gmatch("L5R_" .. prefix .. "_([%w_]+) = (%-?%d+)") do
    t[tonumber(value)] = name:lower()
  end
  M.names[prefix] = t
  return t
end
local PHASE, DECIDE, VICTORY = names("PHASE"), names("DECIDE"), names("VICTORY")
local TYPE, ZONE, ACT = names("TYPE"), names("ZONE"), names("ACT")
names("DECK"); names("ELEMENT"); names("REASON"); names("EV")
local STAT = {}
for name, value in cdef_text:gmatch("L5R_STAT_([%w_]+) = (%d+)") do
  STAT[name:lower()] = tonumber(value)
end
local FORMAT = { ["lotus-storyline"] = M.L5R_FORMAT_LOTUS_STORYLINE,
                 ["lotus-open"] = M.L5R_FORMAT_LOTUS_OPEN }
local LIST = { dynasty = M.L5R_LIST_DYNASTY, fate = M.L5R_LIST_FATE }

-- --- helpers -------------------------------------------------------------------

local NO_ID = M.NO_ID
local str = ffi.string

local function cstr(p) if p == nil then return nil end return str(p) end

local function id_or_nil(v)
  v = tonumber(v)
  if v == NO_ID then return nil end
  return v
end

--- The symbolic name of a status code ("L5R_ENOMEM"), or nil.
function M.status_name(code) return cstr(C.l5r_status_name(code)) end
--- A status code's description ("out of memory").
function M.strerror(code) return str(C.l5r_strerror(code)) end
--- The library's version string.
function M.version() return str(C.l5r_version_string()) end
--- The statement of a rule ID ("FAV-04"), or nil.
function M.rule_text(id) return cstr(C.l5r_rule_text(id)) end
--- The rule table: a list of {id =, text =}.
function M.rules()
  local t = {}
  for i = 0, C.l5r_rule_count() - 1 do
    local id = str(C.l5r_rule_id(i))
    t[#t + 1] = { id = id, text = str(C.l5r_rule_text(id)) }
  end
  return t
end

-- nil, message, code from the thread's last error (or a given message).
local function fail(rc, msg)
  if msg == nil or msg == "" then msg = str(C.l5r_error_message()) end
  if msg == "" then msg = M.strerror(rc) end
  return nil, msg, rc
end

local function closed(what)
  return nil, what .. " is closed", M.L5R_EHANDLE
end

local function stat_key(s)
  if type(s) == "number" then return s end
  return STAT[tostring(s):lower()]
end

-- Attach a finalizer that also keeps `keep` (the card database's cdata)
-- alive until it has run: cdata finalizers run in no set order, and a
-- game or deck must be freed before its database.
local function gc(ptr, free, keep)
  if keep == nil then return ffi.gc(ptr, free) end
  return ffi.gc(ptr, function(p) free(p); local _ = keep end)
end

local function free_now(obj, free)
  local p = obj.ptr
  if p ~= nil then
    obj.ptr = nil
    free(ffi.gc(p, nil))
  end
end

-- --- actions and verdicts ---------------------------------------------------------

local Action = {}
Action.__index = Action
M.Action = Action

local function wrap_action(p)
  return setmetatable({ ptr = ffi.gc(p, C.l5r_action_free) }, Action)
end

--- A new empty action, or one parsed from text: action or nil, msg, code.
function M.action(text)
  local out = ffi.new("l5r_action*[1]")
  local rc = C.l5r_action_new(out, nil)
  if rc ~= 0 then return fail(rc) end
  local a = wrap_action(out[0])
  if text ~= nil then
    rc = C.l5r_action_parse(a.ptr, text)
    if rc ~= 0 then
      local r1, r2, r3 = fail(rc)
      a:close()
      return r1, r2, r3
    end
  end
  return a
end
M.parse = M.action

local function copy_action(src)
  local a, msg, code = M.action()
  if not a then return nil, msg, code end
  local rc = C.l5r_action_copy(a.ptr, src)
  if rc ~= 0 then return fail(rc) end
  return a
end

function Action:copy()
  if self.ptr == nil then return closed("action") end
  return copy_action(self.ptr)
end

--- The canonical text of the move.
function Action:text()
  if self.ptr == nil then return closed("action") end
  local cap = 128
  while true do
    local buf = ffi.new("char[?]", cap)
    local needed = ffi.new("size_t[1]")
    local n = C.l5r_action_format(buf, cap, self.ptr, needed)
    if n >= 0 then return str(buf, n) end
    if n ~= M.L5R_EBUFSIZE then return fail(n) end
    cap = tonumber(needed[0]) + 1
  end
end
Action.__tostring = function(self) return self:text() or "<closed action>" end

function Action:kind() return ACT[C.l5r_action_kind(self.ptr)] end
function Action:player() return id_or_nil(C.l5r_action_player(self.ptr)) end
function Action:card() return id_or_nil(C.l5r_action_card(self.ptr)) end
function Action:ability() return id_or_nil(C.l5r_action_ability(self.ptr)) end
function Action:on() return id_or_nil(C.l5r_action_on(self.ptr)) end
function Action:value() return id_or_nil(C.l5r_action_value(self.ptr)) end
function Action:targets()
  local t = {}
  for i = 0, C.l5r_action_target_count(self.ptr) - 1 do
    t[#t + 1] = tonumber(C.l5r_action_target(self.ptr, i))
  end
  return t
end
function Action:close() free_now(self, C.l5r_action_free) end

local function verdict_new()
  local v = ffi.new("l5r_verdict")
  C.l5r_verdict_init(v, C.l5r_verdict_version())
  return v
end

local function verdict_table(v)
  return {
    legal = v.legal == 1,
    reason = tonumber(v.reason),
    reason_name = cstr(C.l5r_reason_name(v.reason)),
    rule = str(v.rule),
    message = str(v.message),
  }
end

-- --- the card database ------------------------------------------------------------

local CardDB = {}
CardDB.__index = CardDB
M.CardDB = CardDB

--- A new, empty card database: db or nil, msg, code.
function M.carddb()
  local out = ffi.new("l5r_carddb*[1]")
  local rc = C.l5r_carddb_new(out, nil)
  if rc ~= 0 then return fail(rc) end
  return setmetatable({ ptr = ffi.gc(out[0], C.l5r_carddb_free),
                        dependents = setmetatable({}, { __mode = "k" }) },
                      CardDB)
end

--- A frozen database from card files: db or nil, msg, code.
function M.carddb_from_files(...)
  local db, msg, code = M.carddb()
  if not db then return nil, msg, code end
  for _, path in ipairs({ ... }) do
    local ok, m, c = db:load_file(path)
    if not ok then db:close(); return nil, m, c end
  end
  local ok, m, c = db:freeze()
  if not ok then db:close(); return nil, m, c end
  return db
end

function CardDB:_result(rc)
  if rc < 0 then return fail(rc, str(C.l5r_carddb_errmsg(self.ptr))) end
  return true
end

--- Load a card file: true or nil, "file:line:column: why", code.
function CardDB:load_file(path)
  if self.ptr == nil then return closed("card database") end
  return self:_result(C.l5r_carddb_load_file(self.ptr, path))
end

--- Load card definitions from a Lua string; `name` names the source.
function CardDB:load_buffer(name, data)
  if self.ptr == nil then return closed("card database") end
  return self:_result(C.l5r_carddb_load_buffer(self.ptr, name, data, #data))
end

function CardDB:freeze()
  if self.ptr == nil then return closed("card database") end
  return self:_result(C.l5r_carddb_freeze(self.ptr))
end

function CardDB:is_frozen()
  return self.ptr ~= nil and C.l5r_carddb_is_frozen(self.ptr) == 1
end

--- The last load's diagnostics: a list of {source, line, column, code, message}.
function CardDB:diagnostics()
  local t = {}
  local code, line, col = ffi.new("int[1]"), ffi.new("uint32_t[1]"), ffi.new("uint32_t[1]")
  for i = 0, C.l5r_carddb_diag_count(self.ptr) - 1 do
    if C.l5r_carddb_diag(code, line, col, self.ptr, i) == 0 then
      t[#t + 1] = { source = cstr(C.l5r_carddb_diag_source(self.ptr, i)),
                    line = tonumber(line[0]), column = tonumber(col[0]),
                    code = code[0],
                    message = cstr(C.l5r_carddb_diag_message(self.ptr, i)) }
    end
  end
  return t
end

function CardDB:count() return tonumber(C.l5r_carddb_card_count(self.ptr)) end

--- The index of a card id: index or nil, msg, code.
function CardDB:find(id)
  if self.ptr == nil then return closed("card database") end
  local idx = ffi.new("uint32_t[1]")
  local rc = C.l5r_carddb_find(idx, self.ptr, id)
  if rc ~= 0 then return fail(rc) end
  return tonumber(idx[0])
end

-- A card index from an index or an id.
function CardDB:_index(card)
  if type(card) == "string" then return self:find(card) end
  return card
end

local function db_string(fn)
  return function(self, card)
    local idx, msg, code = self:_index(card)
    if not idx then return nil, msg, code end
    local s = fn(self.ptr, idx)
    if s == nil then return fail(C.l5r_error_code()) end
    return str(s)
  end
end
CardDB.card_id = db_string(function(p, i) return C.l5r_carddb_card_id(p, i) end)
CardDB.title = db_string(function(p, i) return C.l5r_carddb_card_title(p, i) end)
CardDB.text = db_string(function(p, i) return C.l5r_carddb_card_text(p, i) end)
CardDB.faction = db_string(function(p, i) return C.l5r_carddb_card_faction(p, i) end)

--- The card type's name ("personality", ...).
function CardDB:type(card)
  local idx, msg, code = self:_index(card)
  if not idx then return nil, msg, code end
  local t = C.l5r_carddb_card_type(self.ptr, idx)
  if t < 0 then return fail(t) end
  return TYPE[t]
end

--- A printed statistic by name ("force", "gold_cost") or value: a number,
--- false if the card has none, or nil, msg, code.
function CardDB:stat(card, stat)
  local idx, msg, code = self:_index(card)
  if not idx then return nil, msg, code end
  local key = stat_key(stat)
  if key == nil then return nil, "unknown stat " .. tostring(stat), M.L5R_EINVAL end
  local v = ffi.new("int32_t[1]")
  local rc = C.l5r_carddb_card_get_stat(v, self.ptr, idx, key)
  if rc < 0 then return fail(rc) end
  return rc == 1 and v[0] or false
end

--- The keyword rule: true or false (or nil, msg, code).
function CardDB:has_keyword(card, keyword)
  local idx, msg, code = self:_index(card)
  if not idx then return nil, msg, code end
  local rc = C.l5r_carddb_card_has_keyword(self.ptr, idx, keyword)
  if rc < 0 then return fail(rc) end
  return rc == 1
end

--- The card's keywords, normalized: a list of strings.
function CardDB:keywords(card)
  local idx, msg, code = self:_index(card)
  if not idx then return nil, msg, code end
  local t = {}
  for i = 0, C.l5r_carddb_card_keyword_count(self.ptr, idx) - 1 do
    t[#t + 1] = str(C.l5r_carddb_card_keyword(self.ptr, idx, i))
  end
  return t
end

function CardDB:fingerprint() return C.l5r_carddb_fingerprint(self.ptr) end

--- Free the database now, after the decks and games made with it.
function CardDB:close()
  for obj in pairs(self.dependents or {}) do obj:close() end
  free_now(self, C.l5r_carddb_free)
end

-- --- decks --------------------------------------------------------------------------

local Deck = {}
Deck.__index = Deck
M.Deck = Deck

--- A new empty deck for a frozen database: deck or nil, msg, code.
function CardDB:deck()
  if self.ptr == nil then return closed("card database") end
  local out = ffi.new("l5r_deck*[1]")
  local rc = C.l5r_deck_new(out, self.ptr, nil)
  if rc ~= 0 then return fail(rc) end
  local d = setmetatable({ ptr = gc(out[0], C.l5r_deck_free, self.ptr), db = self },
                         Deck)
  self.dependents[d] = true
  return d
end

function Deck:_result(rc)
  if rc >= 0 then return true end
  local line, col = ffi.new("uint32_t[1]"), ffi.new("uint32_t[1]")
  local where
  if C.l5r_deck_diag(nil, line, col, self.ptr) == 0 then
    where = { line = tonumber(line[0]), column = tonumber(col[0]) }
  end
  local _, msg = fail(rc, str(C.l5r_deck_errmsg(self.ptr)))
  return nil, msg, rc, where
end

--- Load a decklist file: true or nil, msg, code, {line =, column =}.
function Deck:load_file(path)
  if self.ptr == nil then return closed("deck") end
  return self:_result(C.l5r_deck_load_file(self.ptr, path))
end

--- Load a decklist from a YAML string.
function Deck:load_text(text, name)
  if self.ptr == nil then return closed("deck") end
  return self:_result(C.l5r_deck_load_buffer(self.ptr, name or "<deck>", text, #text))
end

local function deck_from(db, method, a, b)
  local d, msg, code = db:deck()
  if not d then return nil, msg, code end
  local ok, m, c, where = d[method](d, a, b)
  if not ok then d:close(); return nil, m, c, where end
  return d
end
function CardDB:deck_from_file(path) return deck_from(self, "load_file", path) end
function CardDB:deck_from_text(text, name) return deck_from(self, "load_text", text, name) end

function Deck:name() return str(C.l5r_deck_name(self.ptr)) end
function Deck:size(list) return tonumber(C.l5r_deck_size(self.ptr, LIST[list] or list)) end

--- Check for a format ("lotus-storyline" by default): a list of
--- {rule =, message =, card =} (empty when legal), or nil, msg, code.
function Deck:check(format)
  if self.ptr == nil then return closed("deck") end
  local n = C.l5r_deck_check(self.ptr, FORMAT[format or "lotus-storyline"] or format)
  if n < 0 then return fail(n) end
  local t = {}
  for i = 0, n - 1 do
    t[#t + 1] = { rule = str(C.l5r_deck_problem_rule(self.ptr, i)),
                  message = str(C.l5r_deck_problem_message(self.ptr, i)),
                  card = id_or_nil(C.l5r_deck_problem_card(self.ptr, i)) }
  end
  return t
end

function Deck:close() free_now(self, C.l5r_deck_free) end

-- --- legal-move lists, reused ---------------------------------------------------

local MoveList = {}
MoveList.__index = MoveList
M.MoveList = MoveList

--- A list of legal moves, made once and refilled (game:legal_moves(nil,
--- moves) or moves:fill(game)): it reuses its memory, and nothing is made
--- per move until it is asked for. Indices are 1-based, as in Lua tables.
function M.move_list()
  local out = ffi.new("l5r_action_list*[1]")
  local rc = C.l5r_action_list_new(out, nil)
  if rc ~= 0 then return fail(rc) end
  return setmetatable({ ptr = ffi.gc(out[0], C.l5r_action_list_free), n = 0 },
                      MoveList)
end

--- List the legal moves of `player` (default: whoever must act) in `game`
--- now: how many (0 when the player has no decision), or nil, msg, code.
function MoveList:fill(game, player)
  if self.ptr == nil then return closed("move list") end
  if game.ptr == nil then return closed("game") end
  local n = C.l5r_game_legal_actions_into(self.ptr, game.ptr, player or NO_ID)
  if n < 0 then self.n = 0; return fail(n) end
  self.n = n
  return n
end

function MoveList:count() return self.n end

--- The canonical text of move `i` (written when first asked for).
function MoveList:text(i)
  if i < 1 or i > self.n then return nil end
  local t = C.l5r_action_list_text(self.ptr, i - 1)
  if t == nil then return fail(C.l5r_error_code()) end
  return str(t)
end

--- Move `i` as an action of its own (a copy).
function MoveList:action(i)
  if i < 1 or i > self.n then return nil end
  return copy_action(C.l5r_action_list_action(self.ptr, i - 1))
end

--- The kind of move `i` ("pass", "recruit", ...).
function MoveList:kind(i)
  if i < 1 or i > self.n then return nil end
  return ACT[C.l5r_action_kind(C.l5r_action_list_action(self.ptr, i - 1))]
end

function MoveList:close() free_now(self, C.l5r_action_list_free) end

-- --- games --------------------------------------------------------------------------

local Game = {}
Game.__index = Game
M.Game = Game

local function wrap_game(db, p)
  local g = setmetatable({ ptr = gc(p, C.l5r_game_free, db.ptr), db = db }, Game)
  db.dependents[g] = true
  return g
end

--- A new game: l5r.game(db, {deck1, deck2}, {seed =, turn_limit =, format =,
--- any parameter by name = value}): game or nil, msg, code.
function M.game(db, decks, opts)
  if db.ptr == nil then return closed("card database") end
  opts = opts or {}
  local o = ffi.new("l5r_options*[1]")
  local rc = C.l5r_options_new(o, nil)
  if rc ~= 0 then return fail(rc) end
  local options = ffi.gc(o[0], C.l5r_options_free)
  for name, value in pairs(opts) do
    local key = C.l5r_param_from_name(name)
    if key < 0 then
      return nil, "unknown game parameter '" .. tostring(name) .. "'", M.L5R_EINVAL
    end
    if key == M.L5R_PARAM_FORMAT then value = FORMAT[value] or value end
    if type(value) == "boolean" then value = value and 1 or 0 end
    rc = C.l5r_options_set(options, key, value)
    if rc ~= 0 then return fail(rc) end
  end
  local arr = ffi.new("l5r_deck*[?]", #decks)
  for i, d in ipairs(decks) do
    if d.ptr == nil then return closed("deck") end
    arr[i - 1] = d.ptr
  end
  local out = ffi.new("l5r_game*[1]")
  rc = C.l5r_game_new(out, db.ptr, options, arr, #decks, nil)
  C.l5r_options_free(ffi.gc(options, nil))
  if rc ~= 0 then return fail(rc) end
  return wrap_game(db, out[0])
end

--- A game saved with game:save(): game or nil, msg, code.
function M.load_game(db, data)
  local out = ffi.new("l5r_game*[1]")
  local rc = C.l5r_game_load(out, db.ptr, data, #data, nil)
  if rc ~= 0 then return fail(rc) end
  return wrap_game(db, out[0])
end
Game.load = M.load_game

function Game:_fail(rc) return fail(rc, str(C.l5r_game_errmsg(self.ptr))) end

function Game:clone()
  if self.ptr == nil then return closed("game") end
  local out = ffi.new("l5r_game*[1]")
  local rc = C.l5r_game_clone(out, self.ptr)
  if rc ~= 0 then return self:_fail(rc) end
  return wrap_game(self.db, out[0])
end

--- The saved game as a Lua string.
function Game:save()
  if self.ptr == nil then return closed("game") end
  local data, len = ffi.new("void*[1]"), ffi.new("size_t[1]")
  local rc = C.l5r_game_save(data, len, self.ptr)
  if rc ~= 0 then return self:_fail(rc) end
  local s = str(data[0], len[0])
  C.l5r_free(data[0])
  return s
end

--- The state hash: a uint64_t cdata; hash_hex() as 16 hex digits.
function Game:hash() return C.l5r_game_hash(self.ptr) end
function Game:hash_hex() return bit.tohex(C.l5r_game_hash(self.ptr), 16) end

function Game:is_over() return C.l5r_game_is_over(self.ptr) == 1 end
function Game:turn() return tonumber(C.l5r_game_turn(self.ptr)) end
function Game:phase() return PHASE[C.l5r_game_phase(self.ptr)] end
function Game:winner() return id_or_nil(C.l5r_game_winner(self.ptr)) end
function Game:victory() return VICTORY[C.l5r_game_victory(self.ptr)] end
function Game:active_player() return id_or_nil(C.l5r_game_active_player(self.ptr)) end
function Game:player_count() return tonumber(C.l5r_game_player_count(self.ptr)) end
function Game:honor(p) return tonumber(C.l5r_game_player_honor(self.ptr, p)) end
function Game:gold(p) return tonumber(C.l5r_game_player_gold(self.ptr, p)) end
function Game:card_count() return tonumber(C.l5r_game_card_count(self.ptr)) end
function Game:card_zone(card) return ZONE[C.l5r_game_card_zone(self.ptr, card)] end
function Game:card_owner(card) return id_or_nil(C.l5r_game_card_owner(self.ptr, card)) end

--- The card's title (through its definition in the database).
function Game:card_title(card)
  local def = ffi.new("uint32_t[1]")
  local rc = C.l5r_game_card_def(def, self.ptr, card)
  if rc ~= 0 then return self:_fail(rc) end
  return self.db:title(tonumber(def[0]))
end

--- Who must act (0-based; nil when the game is over) and the kind of
--- decision ("action", "dynasty", ...).
function Game:decision()
  local p, k = ffi.new("uint32_t[1]"), ffi.new("int[1]")
  local rc = C.l5r_game_decision(p, k, self.ptr)
  if rc ~= 0 then return self:_fail(rc) end
  return id_or_nil(p[0]), DECIDE[k[0]]
end

--- Every legal move of `player` (default: whoever must act): a list of
--- {text =, action =}; empty when the player has no decision. A table and
--- an action per move: for playouts, legal_moves and apply_index.
function Game:legal_actions(player)
  if self.ptr == nil then return closed("game") end
  local moves = self.moves
  if moves == nil then
    local msg, code
    moves, msg, code = M.move_list()
    if not moves then return nil, msg, code end
    self.moves = moves
  end
  local n, msg, code = moves:fill(self, player)
  if not n then return nil, msg, code end
  local t = {}
  for i = 1, n do
    local a, amsg, acode = moves:action(i)
    if not a then return nil, amsg, acode end
    local text, tmsg, tcode = moves:text(i)
    if not text then return nil, tmsg, tcode end
    t[i] = { text = text, action = a }
  end
  return t
end

--- The legal moves of `player` (default: whoever must act) in `into` (a
--- move list, refilled) or a new move list: the list and how many, or
--- nil, msg, code.
function Game:legal_moves(player, into)
  local moves = into
  if moves == nil then
    local msg, code
    moves, msg, code = M.move_list()
    if not moves then return nil, msg, code end
  end
  local n, msg, code = moves:fill(self, player)
  if not n then return nil, msg, code end
  return moves, n
end

--- Apply move `i` (1-based) of a move list filled for this game since its
--- last move: true, or nil, msg, code (l5r.L5R_ESTATE for a stale list,
--- l5r.L5R_EINVAL for `i` out of range; the game is then unchanged).
function Game:apply_index(moves, i)
  local rc = C.l5r_game_apply_index(self.ptr, moves.ptr, i - 1, nil)
  if rc ~= 0 then return self:_fail(rc) end
  return true
end

--- Play random legal moves until the game is over (or `max_moves` were
--- played), each one of the n moves listed chosen by `pick(n)` (1 .. n;
--- default: a MINSTD stream seeded 1): one refill and one apply per move,
--- nothing made per legal move. How many moves were played, or nil, msg,
--- code.
function Game:play_random(pick, max_moves)
  if self.ptr == nil then return closed("game") end
  if pick == nil then
    local x = 2
    pick = function(n) x = x * 48271 % 2147483647; return x % n + 1 end
  end
  local moves = self.moves
  if moves == nil then
    local msg, code
    moves, msg, code = M.move_list()
    if not moves then return nil, msg, code end
    self.moves = moves
  end
  local g, l, played = self.ptr, moves.ptr, 0
  local fill, apply = C.l5r_game_legal_actions_into, C.l5r_game_apply_index
  while played ~= max_moves do
    local n = fill(l, g, NO_ID)
    if n <= 0 then
      moves.n = 0
      if n < 0 then return fail(n) end
      break
    end
    local rc = apply(g, l, pick(n) - 1, nil)
    if rc ~= 0 then moves.n = 0; return self:_fail(rc) end
    played = played + 1
  end
  moves.n = 0 -- stale now: the game moved on
  return played
end

local function as_action(move)
  if type(move) == "string" then return M.action(move) end
  return move
end

--- The verdict on a move (an action or text), changing nothing: a table
--- {legal =, reason =, reason_name =, rule =, message =}, or nil, msg, code.
function Game:validate(move)
  if self.ptr == nil then return closed("game") end
  local a, msg, code = as_action(move)
  if not a then return nil, msg, code end
  local v = verdict_new()
  local rc = C.l5r_game_validate(v, self.ptr, a.ptr)
  if a ~= move then a:close() end
  if rc ~= 0 then return self:_fail(rc) end
  return verdict_table(v)
end

--- Apply a move (an action or text): true, or nil, msg, code (and for an
--- illegal move, code l5r.L5R_EILLEGAL and the verdict as a 4th value).
function Game:apply(move)
  if self.ptr == nil then return closed("game") end
  local v = verdict_new()
  local rc
  if type(move) == "string" then
    rc = C.l5r_game_apply_text(self.ptr, move, v)
  else
    rc = C.l5r_game_apply(self.ptr, move.ptr, v)
  end
  if rc == M.L5R_EILLEGAL then
    local verdict = verdict_table(v)
    return nil, verdict.rule .. ": " .. verdict.message, rc, verdict
  end
  if rc ~= 0 then return self:_fail(rc) end
  return true
end

--- The moves applied since the game began, in the text notation.
function Game:log()
  local t = {}
  for i = 0, C.l5r_game_log_count(self.ptr) - 1 do
    local s = C.l5r_game_log(self.ptr, i) -- NULL: out of memory making it
    if s == nil then return fail(C.l5r_error_code()) end
    t[#t + 1] = str(s)
  end
  return t
end

--- What `player` may see (nil: a spectator), as JSON text.
function Game:view(player)
  local out = ffi.new("char*[1]")
  local rc = C.l5r_game_view_json(out, self.ptr, player or NO_ID)
  if rc ~= 0 then return self:_fail(rc) end
  local s = str(out[0])
  C.l5r_free(out[0])
  return s
end

function Game:close() free_now(self, C.l5r_game_free) end

return M
