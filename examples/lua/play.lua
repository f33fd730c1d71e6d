-- SPDX-License-Identifier: MIT
-- play.lua - a seeded game between the two sample decks through the l5r
-- LuaJIT module.
--
--   luajit examples/lua/play.lua [SEED] [TURN_LIMIT] [first|random]
--   luajit examples/lua/play.lua --bench [GAMES [REPEAT]]
--
-- Each move is picked among the legal moves of the player who must act:
-- `random` (the default) with a small seeded generator (MINSTD, exact in
-- Lua numbers), `first` the first one listed. Every move is validated
-- before it is applied. Prints the moves and the result.
--
-- --bench plays GAMES random games (default 50; seeds 0 .. GAMES-1, turn
-- limit 30) two ways, REPEAT times (default 3), and prints the actions/s
-- of each (its best run): the table path
-- (game:legal_actions(), a text and an action per legal move, then
-- game:apply) and the move-list path (game:play_random: one refill and one
-- apply_index per move).
--
-- The module is found next to this script; the library and the
-- declaration file through L5R_LIB / L5R_CDEF, or the source and build
-- trees.
local dir = (arg and arg[0] or ""):match("^(.*)/[^/]*$") or "."
package.path = dir .. "/?.lua;" .. package.path
local l5r = require("l5r")

local function bench(games, repeat_)
  local cards = (os.getenv("L5R_SOURCE_DIR") and
                 (os.getenv("L5R_SOURCE_DIR") .. "/examples/cards")) or
                (dir .. "/../cards")
  local db = assert(l5r.carddb_from_files(cards .. "/sets.yaml",
                                          cards .. "/lotus-sample.yaml"))
  local decks = { assert(db:deck_from_file(cards .. "/decks/crab-yu.yaml")),
                  assert(db:deck_from_file(cards .. "/decks/scorpion-ninjutsu.yaml")) }
  print(string.format("%d random games, turn limit 30, one thread, best of %d",
                      games, repeat_))
  local function minstd(seed)
    local x = seed % 2147483646 + 1
    return function(n) x = x * 48271 % 2147483647; return x % n + 1 end
  end
  local ways = {
    { "tables (legal_actions + apply)", function(game, pick)
        local n = 0
        while not game:is_over() do
          local moves = assert(game:legal_actions())
          assert(game:apply(moves[pick(#moves)].action))
          n = n + 1
        end
        return n
      end },
    { "move list (play_random)", function(game, pick)
        return assert(game:play_random(pick))
      end },
  }
  local hashes, best = {}, {}
  for _ = 1, repeat_ do -- the ways in turn, the best run of each
    for w, way in ipairs(ways) do
      local total, spent = 0, 0
      hashes[w] = {}
      for seed = 0, games - 1 do
        local game = assert(l5r.game(db, decks, { seed = seed, turn_limit = 30 }))
        local t0 = os.clock()
        total = total + way[2](game, minstd(seed))
        spent = spent + (os.clock() - t0)
        hashes[w][#hashes[w] + 1] = game:hash_hex()
        game:close()
      end
      if best[w] == nil or spent < best[w][2] then best[w] = { total, spent } end
    end
  end
  for w, way in ipairs(ways) do
    local total, spent = best[w][1], best[w][2]
    print(string.format("  %-34s %9.0f actions/s  (%d actions in %.3f s)",
                        way[1], total / spent, total, spent))
  end
  local same = table.concat(hashes[1], " ") == table.concat(hashes[2], " ")
  print("  both ways play the same games: " .. (same and "yes" or "NO"))
  db:close()
  os.exit(same and 0 or 1)
end
if arg[1] == "--bench" then bench(tonumber(arg[2]) or 50, tonumber(arg[3]) or 3) end

local seed = tonumber(arg[1]) or 7
local turn_limit = tonumber(arg[2]) or 30
local policy = arg[3] or "random"
local cards = os.getenv("L5R_SOURCE_DIR") and
              (os.getenv("L5R_SOURCE_DIR") .. "/examples/cards") or
              (dir .. "/../cards")

-- The card database: the set table first, then the cards; frozen.
local db = assert(l5r.carddb_from_files(cards .. "/sets.yaml",
                                        cards .. "/lotus-sample.yaml"))
local decks = {}
for i, name in ipairs({ "crab-yu.yaml", "scorpion-ninjutsu.yaml" }) do
  decks[i] = assert(db:deck_from_file(cards .. "/decks/" .. name))
  local problems = assert(decks[i]:check())
  print(string.format("p%d: %s (%s)", i, decks[i]:name(),
                      #problems == 0 and "legal" or #problems .. " problems"))
end
local game = assert(l5r.game(db, decks, { seed = seed, turn_limit = turn_limit }))

local x = seed % 2147483646 + 1
local last_turn
while not game:is_over() do
  local moves = assert(game:legal_actions())
  local k = 1
  if policy == "random" then
    x = x * 48271 % 2147483647
    k = x % #moves + 1
  end
  local move = moves[k]
  local verdict = assert(game:validate(move.action))
  assert(verdict.legal, verdict.message)        -- listed moves are legal
  if game:turn() ~= last_turn then
    last_turn = game:turn()
    print(string.format("== turn %d: p%d", last_turn, game:active_player() + 1))
  end
  local card = move.action:card()
  print(string.format("   %-8s %s%s", game:phase(), move.text,
                      card and " (" .. game:card_title(card) .. ")" or ""))
  assert(game:apply(move.action))
end

local winner = game:winner()
print(string.format("== %d moves; turn %d; %s", #game:log(), game:turn(),
                    winner and string.format("p%d wins (%s)", winner + 1, game:victory())
                    or "no winner (" .. game:victory() .. ")"))
print(string.format("   Family Honor: p1 %d, p2 %d", game:honor(0), game:honor(1)))
print("   state hash " .. game:hash_hex())

-- Illegal moves are refused with a rule ID, and change nothing.
local before = game:hash_hex()
local ok, msg, code, verdict = game:apply("p1 pass")
assert(not ok and code == l5r.L5R_EILLEGAL and game:hash_hex() == before)
print(string.format("   after the end, 'p1 pass' is refused: %s (%s)", verdict.rule,
                    verdict.message))
db:close()
