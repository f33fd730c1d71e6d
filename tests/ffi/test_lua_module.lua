-- SPDX-License-Identifier: MIT
-- The l5r LuaJIT module (examples/lua/l5r.lua) against the C library.
-- Run by ctest (ffi.lua_module) with L5R_LIB, L5R_CDEF, L5R_SOURCE_DIR,
-- LUA_PATH (examples/lua) and L5R_FIRST_POLICY (the test_first_policy
-- program, which plays the reference games through the C API).
local l5r = require("l5r")

local SOURCE_DIR = assert(os.getenv("L5R_SOURCE_DIR"), "L5R_SOURCE_DIR is not set")
local FIRST_POLICY = assert(os.getenv("L5R_FIRST_POLICY"), "L5R_FIRST_POLICY is not set")
local CARDS = SOURCE_DIR .. "/examples/cards"
local RULE_ID = "^%u+%-%d+$"

local passed, failed = 0, 0
local function test(name, fn)
  local ok, err = xpcall(fn, debug.traceback)
  if ok then passed = passed + 1; print("ok   " .. name)
  else failed = failed + 1; print("FAIL " .. name .. ": " .. tostring(err)) end
end

local function read(path)
  local f = assert(io.open(path, "rb"))
  local s = f:read("*a")
  f:close()
  return s
end

-- The sample cards, from memory buffers.
local function sample_db()
  local db = assert(l5r.carddb())
  for _, name in ipairs({ "sets.yaml", "lotus-sample.yaml" }) do
    assert(db:load_buffer(name, read(CARDS .. "/" .. name)))
  end
  assert(db:freeze())
  return db
end
local db = sample_db()

local function new_game(seed, turn_limit)
  local decks = {}
  for i, name in ipairs({ "crab-yu.yaml", "scorpion-ninjutsu.yaml" }) do
    decks[i] = assert(db:deck_from_text(read(CARDS .. "/decks/" .. name), name))
  end
  return assert(l5r.game(db, decks, { seed = seed, turn_limit = turn_limit }))
end

-- The C program's game: its moves and result.
local function reference(seed, turn_limit, policy)
  local cmd = string.format("'%s' '%s' %d %d %s", FIRST_POLICY, SOURCE_DIR, seed,
                            turn_limit, policy)
  local p = assert(io.popen(cmd, "r"))
  local moves, result = {}, nil
  for line in p:lines() do
    if line:sub(1, 5) == "move " then moves[#moves + 1] = line:sub(6)
    elseif line:sub(1, 7) == "result " then result = line end
  end
  p:close()
  assert(result, "no result line from " .. cmd)
  local n, turn, over, winner, hash =
    result:match("^result moves=(%d+) turn=(%d+) over=(%d) winner=(%d+) hash=(%x+)$")
  return moves, { moves = tonumber(n), turn = tonumber(turn), over = over == "1",
                  winner = tonumber(winner), hash = hash }
end

local function first(moves) return moves[1] end
-- The C program's `minstd` policy (see tests/ffi/first_policy.c).
local function minstd(seed)
  local x = seed % 2147483646 + 1
  return function(moves)
    x = x * 48271 % 2147483647
    return moves[x % #moves + 1]
  end
end

local function play(game, policy, max_moves)
  local played = {}
  while not game:is_over() and (not max_moves or #played < max_moves) do
    local move = policy(assert(game:legal_actions()))
    played[#played + 1] = move.text
    assert(game:apply(move.action))
  end
  return played
end

local function check_against_c(seed, turn_limit, policy_name, policy)
  local want_moves, want = reference(seed, turn_limit, policy_name)
  local game = new_game(seed, turn_limit)
  local played = play(game, policy)
  assert(#played == #want_moves and #played == want.moves,
         string.format("%d moves, the C program %d", #played, #want_moves))
  local log = game:log()
  for i = 1, #want_moves do
    assert(played[i] == want_moves[i] and log[i] == want_moves[i],
           string.format("move %d: %s, the C program %s", i, played[i], want_moves[i]))
  end
  assert(game:turn() == want.turn and game:is_over() == want.over)
  assert((game:winner() or -1) + 1 == want.winner)
  assert(game:hash_hex() == want.hash, game:hash_hex() .. " ~= " .. want.hash)
  return game
end

test("binding", function()
  assert(l5r.L5R_ENOMEM == -2 and l5r.L5R_EILLEGAL == -13)
  assert(l5r.status_name(l5r.L5R_ENOMEM) == "L5R_ENOMEM")
  assert(l5r.version():match("^%d+%.%d+%.%d+$"))
  assert(l5r.names.PHASE[l5r.L5R_PHASE_ACTION] == "action")
  assert(l5r.rule_text("FAV-04"))
  assert(#l5r.rules() > 10)
end)

test("card database", function()
  assert(db:is_frozen() and db:count() >= 161)
  local kuroda = assert(db:find("hida-kuroda"))
  assert(db:title(kuroda) == "Hida Kuroda")
  assert(db:title("hida-kuroda") == "Hida Kuroda")
  assert(db:type(kuroda) == "personality")
  assert(db:stat(kuroda, "force") == 4)
  assert(db:stat(kuroda, "province_strength") == false)
  assert(db:has_keyword(kuroda, "Crab Clan") == true)
  assert(db:has_keyword(kuroda, "Crab") == false)
  local found = false
  for _, k in ipairs(db:keywords(kuroda)) do found = found or k == "samurai" end
  assert(found)
  -- errors are values: nil, message, code
  local idx, msg, code = db:find("no-such-card")
  assert(idx == nil and code == l5r.L5R_ENOTFOUND and msg:find("no-such-card", 1, true), msg)
  local ok
  ok, msg, code = db:load_buffer("late.yaml", "sets: []\n")
  assert(ok == nil and code == l5r.L5R_EFROZEN, msg)
end)

test("bad buffers: nil, file:line:column message, code", function()
  local bad = assert(l5r.carddb())
  local cases = {
    { "sets:\n  - {name: Broken, order: x, lotus: true}\n", l5r.L5R_ESCHEMA, 2, 27 },
    { "sets: [\n", l5r.L5R_ESYNTAX, 2, 1 },
  }
  for _, c in ipairs(cases) do
    local ok, msg, code = bad:load_buffer("bad.yaml", c[1])
    assert(ok == nil and code == c[2], tostring(code))
    assert(msg:find(string.format("bad.yaml:%d:%d", c[3], c[4]), 1, true), msg)
    local d = bad:diagnostics()[1]
    assert(d.source == "bad.yaml" and d.line == c[3] and d.column == c[4])
  end
  assert(bad:freeze())
  bad:close()
  local ok, msg, code = bad:load_buffer("x", "sets: []\n")
  assert(ok == nil and code == l5r.L5R_EHANDLE, msg)
end)

test("decks", function()
  local crab = assert(db:deck_from_file(CARDS .. "/decks/crab-yu.yaml"))
  assert(crab:name() == "Crab Yu" and #assert(crab:check()) == 0)
  assert(crab:size("dynasty") == 40)
  local illegal = assert(db:deck_from_file(CARDS .. "/decks/illegal-example.yaml"))
  local problems = assert(illegal:check())
  assert(#problems > 0)
  for _, p in ipairs(problems) do assert(p.rule:match(RULE_ID), p.rule) end
  local d, msg, code, where = db:deck_from_text(
    "name: X\nstronghold: the-kaiu-walls\ndynasty: {no-such: 1}\n", "x.yaml")
  assert(d == nil and code == l5r.L5R_ENOTFOUND and where.line == 3, msg)
end)

test("first-policy game: same moves and hash as the C program", function()
  local game = check_against_c(3, 10, "first", first)
  assert(game:victory() == "turn_limit" and game:phase() == "game_over")
  assert(#game:legal_actions() == 0 and game:decision() == nil)
end)

test("minstd-policy game: same moves and hash as the C program", function()
  check_against_c(3, 0, "minstd", minstd(3))
end)

test("illegal moves: nil, message, L5R_EILLEGAL, verdict with a rule ID", function()
  local game = new_game(3, 10)
  while true do
    local p, kind = game:decision()
    if p == 0 and kind == "dynasty" then break end
    assert(game:apply(game:legal_actions()[1].action))
  end
  local theirs
  for c = 0, game:card_count() - 1 do
    if game:card_zone(c) == "province" and game:card_owner(c) == 1 then
      theirs = c
      break
    end
  end
  assert(theirs, "no province card of p2")
  local move = "p1 recruit #" .. theirs
  local before, nlog = game:hash_hex(), #game:log()
  local v = assert(game:validate(move))
  assert(v.legal == false and v.rule:match(RULE_ID) and v.message ~= "", v.rule)
  assert(v.reason_name:match("^L5R_REASON_"))
  local ok, msg, code, verdict = game:apply(move)
  assert(ok == nil and code == l5r.L5R_EILLEGAL and verdict.rule == v.rule)
  assert(msg:find(v.rule, 1, true), msg)
  assert(game:hash_hex() == before and #game:log() == nlog)
  ok, msg, code, verdict = game:apply("p2 pass")
  assert(ok == nil and verdict.reason_name == "L5R_REASON_NOT_YOUR_DECISION", msg)
  ok, msg, code = game:apply("p1 dance")
  assert(ok == nil and code == l5r.L5R_ESYNTAX, msg)
  assert(game:hash_hex() == before)
  for _, m in ipairs(game:legal_actions()) do
    assert(game:validate(m.action).legal and game:validate(m.text).legal, m.text)
  end
end)

test("actions", function()
  local a = assert(l5r.action("p1 recruit #12"))
  assert(a:kind() == "recruit" and a:player() == 0 and a:card() == 12)
  assert(tostring(a) == "p1 recruit #12" and a:text() == "p1 recruit #12")
  local c = assert(l5r.action("p1 use #12.0 target #30"))
  assert(c:ability() == 0 and c:targets()[1] == 30)
  assert(c:copy():text() == c:text())
  local bad, msg, code = l5r.action("p1 recruit twelve")
  assert(bad == nil and code == l5r.L5R_ESYNTAX and #msg > 0)
end)

test("save, load, clone, view", function()
  local game = new_game(11, 0)
  play(game, minstd(11), 60)
  local data = assert(game:save())
  local loaded = assert(l5r.load_game(db, data))
  assert(loaded:hash_hex() == game:hash_hex() and #loaded:log() == #game:log())
  local twin = assert(game:clone())
  assert(twin:hash() == game:hash())
  local before = game:hash_hex()
  local moves = twin:legal_actions()
  assert(twin:apply(moves[#moves].action))
  assert(twin:hash_hex() ~= before and game:hash_hex() == before)
  local g, msg, code = l5r.load_game(db, data:sub(1, #data / 2))
  assert(g == nil and code == l5r.L5R_EFORMAT, msg)
  local view = assert(game:view(0))
  assert(view:sub(1, 1) == "{" and view:find('"players"', 1, true))
  assert(game:view():sub(1, 1) == "{")
end)

test("parameters", function()
  local decks = { assert(db:deck_from_file(CARDS .. "/decks/crab-yu.yaml")),
                  assert(db:deck_from_file(CARDS .. "/decks/scorpion-ninjutsu.yaml")) }
  assert(l5r.game(db, decks, { seed = 5, honor_victory = 50, check_decks = false }))
  local g, msg, code = l5r.game(db, decks, { no_such_parameter = 1 })
  assert(g == nil and code == l5r.L5R_EINVAL and msg:find("no_such_parameter"), msg)
  local bad = assert(db:deck_from_file(CARDS .. "/decks/illegal-example.yaml"))
  g, msg, code = l5r.game(db, { decks[1], bad }, { seed = 1 })
  assert(g == nil and code < 0 and msg:match("%u+%-%d+"), msg)
end)

test("move lists: the minstd game through one list and apply_index", function()
  local want_moves, want = reference(3, 0, "minstd")
  local game = new_game(3, 0)
  local moves = assert(l5r.move_list())
  local x, played = 3 % 2147483646 + 1, {}
  while true do
    local _, n = assert(game:legal_moves(nil, moves))
    if n == 0 then break end
    x = x * 48271 % 2147483647
    local i = x % n + 1
    played[#played + 1] = moves:text(i)
    assert(game:apply_index(moves, i))
  end
  assert(#played == #want_moves)
  for i = 1, #want_moves do assert(played[i] == want_moves[i], played[i]) end
  assert(game:hash_hex() == want.hash)
  moves:close()
end)

test("move lists: read like legal_actions; stale lists refused", function()
  local game = new_game(5, 10)
  local moves, n = assert(game:legal_moves())
  local t = assert(game:legal_actions())
  assert(n == #t and moves:count() == n)
  for i = 1, n do
    assert(moves:text(i) == t[i].text)
    assert(moves:action(i):text() == t[i].text)
    assert(moves:kind(i) == t[i].action:kind())
  end
  assert(moves:text(0) == nil and moves:text(n + 1) == nil)
  local ok, _, code = game:apply_index(moves, n + 1)
  assert(ok == nil and code == l5r.L5R_EINVAL)
  local twin = assert(game:clone())
  ok, _, code = twin:apply_index(moves, 1)
  assert(ok == nil and code == l5r.L5R_ESTATE)
  assert(game:apply_index(moves, 1))
  local h = game:hash_hex()
  ok, _, code = game:apply_index(moves, 1)
  assert(ok == nil and code == l5r.L5R_ESTATE and game:hash_hex() == h)
  ok, _, code = moves:fill(game, 7)
  assert(ok == nil and code == l5r.L5R_EINVAL and moves:count() == 0)
end)

test("play_random: the same pick, the same game", function()
  local function pick(seed)
    local x = seed
    return function(k) x = x * 48271 % 2147483647; return x % k + 1 end
  end
  local a, b = new_game(9, 10), new_game(9, 10)
  local na, nb = assert(a:play_random(pick(4))), assert(b:play_random(pick(4)))
  assert(a:is_over() and na == nb and a:hash_hex() == b:hash_hex())
  assert(#a:log() == na)
  local c = new_game(9, 10)
  assert(c:play_random(nil, 5) == 5 and #c:log() == 5)
end)

test("closing the database closes its decks and games", function()
  local own = sample_db()
  local decks = { assert(own:deck_from_file(CARDS .. "/decks/crab-yu.yaml")),
                  assert(own:deck_from_file(CARDS .. "/decks/scorpion-ninjutsu.yaml")) }
  local game = assert(l5r.game(own, decks, { seed = 1, turn_limit = 2 }))
  own:close()
  assert(game.ptr == nil and decks[1].ptr == nil)
  local ok, msg, code = game:apply("p1 pass")
  assert(ok == nil and code == l5r.L5R_EHANDLE, msg)
  -- and the collector frees what is left, in a safe order
  local other = sample_db()
  local g2 = assert(l5r.game(other, { assert(other:deck_from_file(CARDS .. "/decks/crab-yu.yaml")),
                                      assert(other:deck_from_file(CARDS .. "/decks/scorpion-ninjutsu.yaml")) },
                             { seed = 2, turn_limit = 2 }))
  assert(g2:turn() == 1)
  other, g2 = nil, nil
  collectgarbage(); collectgarbage(); collectgarbage()
end)

db:close()
collectgarbage()
print(string.format("%d passed, %d failed", passed, failed))
os.exit(failed == 0 and passed > 0 and 0 or 1)
