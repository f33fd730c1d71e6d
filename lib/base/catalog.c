/* SPDX-License-Identifier: MIT */
/*
 * rules.c - the table of rules the engine enforces: the project's core
 * rules (CORE-xx, from the rules brief) and the seed catalog's rules. Every
 * rejection names one of these IDs.
 */
#include "base/base.h"

#include "l5r/rules.h"

static const struct {
    const char *id;
    const char *text;
} rules[] = {
    {"CORE-01", "A Dynasty deck has at least 40 cards (ruleset parameter)."},
    {"CORE-02", "A Fate deck has at least 40 cards (ruleset parameter)."},
    {"CORE-03",
     "A deck holds at most 3 copies of a title; each Experienced level "
     "is its own title (ruleset parameter)."},
    {"CORE-04",
     "A deck holds at most 1 copy of a Unique title (ruleset parameter)."},
    {"CORE-05", "A player brings exactly one Stronghold."},
    {"CORE-06",
     "Dynasty cards go in the Dynasty deck and Fate cards in the Fate "
     "deck; pre-game cards in neither."},
    {"CORE-07", "A player brings at most one Sensei and at most one Wind."},
    {"CORE-10", "Only the player whose decision is pending may move."},
    {"CORE-11", "A move must answer the pending decision (its phase, step and "
                "kind)."},
    {"CORE-12",
     "A Personality's Honor Requirement must be met (Family Honor at "
     "least it) to recruit him; \"-\" means none."},
    {"CORE-13",
     "Personalities and Holdings (and Celestials, which enter play "
     "unbowed) are recruited face-up from your own provinces in your "
     "Dynasty phase."},
    {"CORE-14",
     "Gold Costs are paid from gold produced this phase; unspent gold "
     "lapses at the end of each phase."},
    {"CORE-15",
     "Gold is produced by bowing your unbowed Stronghold or a Holding "
     "you control that produces gold."},
    {"CORE-16", "Holdings enter play bowed (Fortifications excepted, FRT-01)."},
    {"CORE-17",
     "A Unique card cannot enter play while a card of that title is in "
     "play."},
    {"CORE-18",
     "Followers, Items and Spells are played from hand attached to a "
     "Personality you control; Rings enter play."},
    {"CORE-19",
     "Spells attach only to Shugenja (a face-down Ninjutsu Personality "
     "excepted, NIN-02)."},
    {"CORE-20", "A unit carries at most one Weapon and one Armor."},
    {"CORE-21",
     "A Follower's Honor Requirement must be met to play it (Lotus)."},
    {"CORE-22",
     "In the End phase a player with more cards than the maximum hand "
     "size discards from hand down to it."},
    {"CORE-23", "In your Dynasty phase you may discard face-up cards from your "
                "provinces; the province refills."},
    {"CORE-24", "A bowed card cannot use abilities, be bowed to pay a cost or "
                "produce gold."},
    {"CORE-25", "A card must be yours to use."},
    {"CORE-26", "When the game is over no more moves are made."},
    {"CORE-27", "Limited actions are taken only in your own Action phase."},
    {"CORE-28",
     "Each ability may be used once per turn unless it says any number "
     "of times."},
    {"CORE-29", "A move must name cards that exist."},
    {"CORE-30",
     "The Action phase ends when all players pass in succession; the "
     "Attack and Dynasty phases when their player passes."},
    {"CORE-31", "A revealed Event resolves and is discarded; a revealed Region "
                "attaches to its province; the province refills."},
    {"CORE-32",
     "A player who begins his turn with Family Honor at or above the "
     "Honor Victory threshold (40) wins."},
    {"CORE-33", "A player with no provinces left loses."},
    {"CORE-34",
     "A player who controls Rings of all five elements wins at once."},
    {"CORE-35",
     "A player at or below the dishonor threshold (-20) at the end of "
     "his turn loses."},
    {"CORE-36",
     "Recruiting a Personality of your own faction gains his Personal "
     "Honor (a ruleset parameter)."},
    {"CORE-37", "A Personality whose Chi is 0 or less is destroyed."},
    {"CORE-38", "The player with the highest Family Honor goes first; ties at "
                "random."},
    {"CORE-39", "Setup: Stronghold, Sensei and Wind in play; shuffled decks; "
                "provinces filled face-down; starting hands."},
    {"CORE-40", "Force and Chi are never below 0."},
    {"CORE-41", "A player with an empty Fate deck draws nothing."},
    {"CORE-42",
     "Action cards are used through their abilities; Dynasty cards are "
     "recruited, not played."},
    {"CORE-43",
     "Attacks are declared in the Attack phase by the active player."},
    {"CORE-44",
     "An ability can be used only at its timing, by its controller, if "
     "its costs can be paid."},
    {"CORE-45",
     "Units are assigned in the Maneuvers: Infantry units in the "
     "Infantry segment, Cavalry units (Personality and Followers all "
     "Cavalry) in the Cavalry segment; the Attacker assigns first, then "
     "the Defender."},
    {"CORE-46", "Only unbowed units at home are assigned to battlefields."},
    {"CORE-47", "The battlefields are the Defender's provinces that are not "
                "destroyed."},
    {"CORE-48",
     "The Attacker chooses the order of the battlefields where he has "
     "units; each battle is fought once."},
    {"CORE-49",
     "Resolution: the army with the lower total Force (unbowed "
     "Personalities and Followers) is destroyed, both on a tie with "
     "units on both sides; the province is destroyed if the Attacker's "
     "total exceeds the Defender's plus its Province Strength."},
    {"CORE-50",
     "The winner of a battle gains 2 Honor (a parameter) per enemy card "
     "destroyed by the resolution; both do on a tie."},
    {"CORE-51",
     "Presence and location: in a battle a player acts only if he "
     "controls a unit at the current battlefield, a card in a unit acts "
     "only from the current battlefield, and cards in units are targeted"
     " only there."},
    {"CORE-52",
     "In the Engage window and the Combat Segment players act in turn, "
     "the Defender first, until all pass in succession."},
    {"CORE-53", "After the resolution, attacking survivors bow and go home; "
                "defenders go home."},
    {"CORE-54",
     "Costs are paid in full when an action is announced, or it cannot "
     "be taken."},
    {"CORE-55",
     "Targets must fit the ability's target (type, controller, location,"
     " filters); simultaneous targets are distinct cards; only cards in "
     "play are targeted."},
    {"CORE-56",
     "Limited and Open abilities are used in Action phases, Engage "
     "abilities at the start of a battle, Battle abilities in the Combat"
     " Segment."},
    {"CORE-57",
     "An Action card is used from its owner's hand and discarded after "
     "it resolves, unless it entered play."},
    {"CORE-58",
     "Lobbying needs Family Honor higher than every other player's (a "
     "ruleset parameter)."},
    {"CORE-59",
     "A Reaction is used only right after what triggers it, in the "
     "Reaction window that follows; the window closes when all pass in "
     "succession, and an ability waiting on it then resolves."},
    {"CORE-60",
     "Every player has: Tactical Battle: any number of times per turn, "
     "discard a card and target your Tactician: he gets +F equal to the "
     "card's Focus value; each Tactician performs one Tactical action per "
     "turn."},
    {"CORE-61",
     "The player going second may put a Legacy Holding from his Dynasty "
     "deck into play before the first turn; a player who brought no "
     "Holding into play in his Dynasty phase may then put one into play "
     "for free."},
    {"CORE-62",
     "An Experienced Personality may replace a lower-level version of "
     "himself in play in your Dynasty phase, keeping his state, "
     "attachments and tokens, ignoring Honor Requirement and Gold Cost; "
     "replacing is not entering play."},
    {"CORE-63",
     "An Ancestor is played from your hand in your Action phase onto a "
     "Personality you control, for its Gold Cost; your Family Honor must "
     "meet its Honor Requirement."},
    {"TOK-01",
     "A token is created with one or more stat bonuses/penalties (Force,"
     " Chi, Province Strength, …), a title, or both (+1F, -1F/-1C, +3F "
     "Fire token, Wealth token). A token with neither is invalid."},
    {"TOK-02",
     "A token is placed on a card or a province, as the creating effect "
     "directs."},
    {"TOK-03",
     "A token conveys its stat modifications to the card or province it "
     "is on: derived stats include every token on the object."},
    {"TOK-04",
     "A token's base stat modification is the one it was created with; "
     "effects that modify the token change its current value, not its "
     "base."},
    {"TOK-05",
     "Tokens are not cards: they never count as attachments, followers, "
     "items or personalities, and destroying tokens in an enemy army at "
     "battle resolution gains no honor."},
    {"TOK-06",
     "Follower, item and personality tokens cannot be created; an effect"
     " that would create one creates a card instead (or is rejected if "
     "no card is defined)."},
    {"TOK-07",
     "When a card or province leaves play, every token on it is removed;"
     " the tokens do not return if the card re-enters play."},
    {"TOK-08",
     "A token's title is not a keyword (keyword queries never match it),"
     " but effects can refer to it by title (\"destroy a Fire token\")."},
    {"TOK-09",
     "Adding, removing or transferring a token is an instantaneous game "
     "state change (no action, no timing window, cannot be responded to "
     "as an action)."},
    {"TOK-10",
     "Tokens are neither bowed nor unbowed: bow/straighten on a token is"
     " rejected, and bow-state queries on tokens say \"not applicable\"."},
    {"TOK-11",
     "A token's effects come from the card or source that created it: "
     "each token records its source."},
    {"FAV-01", "There is exactly one Imperial Favor per game, and at most one "
               "player controls it at a time."},
    {"FAV-02", "The Favor starts play uncontrolled."},
    {"FAV-03",
     "A player may take control of the Favor, whether another player or "
     "no player controls it, through lobbying or other effects."},
    {"FAV-04",
     "Discarding the Favor as a cost: only its controller can pay it; "
     "paying passes the Favor from that player to uncontrolled."},
    {"FAV-05",
     "An effect that discards the Favor makes it uncontrolled no matter "
     "who controls it."},
    {"FAV-06",
     "Every player has: Political Limited: Discard the Imperial Favor "
     "and a card: Draw a card."},
    {"FAV-07",
     "Every player has: Political Battle: Discard the Imperial Favor: "
     "Move a target attacking enemy unit home."},
    {"FAV-08",
     "These default abilities follow the normal rules of abilities: each"
     " is usable once per turn, and the Battle one follows the rules of "
     "presence and location."},
    {"FAV-09", "The Favor is not a card, and its default abilities are the "
               "player's, not the Favor's."},
    {"FAV-10", "The Favor's controller keeps it in his or her home."},
    {"FAV-11", "Changes of control of the Favor are instantaneous."},
    {"LOT-01",
     "Only cards and Strongholds printed with the lotus symbol are legal"
     " (a card is legal if any of its printings carries it)."},
    {"LOT-02",
     "A card reprinted from an earlier set may be used as an old or new "
     "copy, and is played by the wording of its most recent English "
     "printing."},
    {"SHD-01",
     "The Shadowlands Horde has no alignment keyword; \"Shadowlands\" is"
     " a plain word, and no Personality can be aligned with the "
     "Shadowlands Horde faction."},
    {"SHD-02",
     "A Shadowlands Horde player experiences no honor gains or losses: "
     "they do not occur (this is not negation, and applies even to gains"
     " and losses that may not be modified)."},
    {"SHD-03", "A Shadowlands Horde player may not win an Honor Victory."},
    {"SHD-04", "A Shadowlands Horde player may not take Political actions."},
    {"SHD-05", "A Shadowlands Horde player may not take actions that cause "
               "unconditional honor losses to other players."},
    {"RAT-01", "The Ratlings are a Clan (faction) with the alignment keyword "
               "\"Ratling\"."},
    {"WND-01", "A Wind is a card, but neither Dynasty nor Fate, and goes in "
               "neither deck."},
    {"WND-02",
     "A Wind gives its player additional actions (often paid by "
     "discarding the Favor); abilities on Winds may be used any number "
     "of times per turn."},
    {"SEN-01", "A Sensei is a card, but neither Dynasty nor Fate, and goes in "
               "neither deck; it gives additional actions."},
    {"SEN-02",
     "A Sensei may modify the Stronghold's numeric stats, but cannot "
     "lower Province Strength or Gold Production below 0, nor Starting "
     "Family Honor below -19."},
    {"SEN-03",
     "A Sensei can only be played by a player whose Faction is listed on"
     " it."},
    {"OPN-01", "Open actions on cards printed before Khan's Defiance are legal "
               "during battle, if they meet the normal presence and location "
               "requirements."},
    {"KEY-01",
     "A card is \"a Keyword card\" if the word is in its title or "
     "boldface traits area, or, for an Action card, in the traits area "
     "of one of its individual abilities."},
    {"KEY-02",
     "The keyword rule does not apply to major card types (\"Sensei\") "
     "or formally defined game terms (\"army\", \"Defender\", "
     "\"Infantry\"), nor to Sensei cards or Strongholds."},
    {"KEY-03",
     "Keywords need not be separated by bullets: each individual word is"
     " its own keyword."},
    {"KEY-04",
     "Exceptions: any Faction alignment (\"Mantis Clan\"), \"Clan "
     "Champion\", \"Battle Maiden\" and any phrase ending in \"Tribe\" "
     "are one keyword each; no part of a keyword or of a hyphenated "
     "phrase is a keyword on its own."},
    {"KEY-05", "Singular, plural and possessive forms of a word are equivalent "
               "(\"Forest\", \"Forests\", \"Forest's\"), and so are its tenses "
               "(\"Corrupt\", \"Corrupted\")."},
    {"DTR-01",
     "A Delayed Terrain picks no targets and has no effect when played."},
    {"DTR-02",
     "At the end of the Combat Segment, after all players pass on Battle"
     " and Open actions, a Delayed Terrain still in play has its targets"
     " selected and its effects resolved."},
    {"ENL-01", "An Enlightened Personality has +1F for each Ring in play."},
    {"ENL-02",
     "Every player has: Elemental Open: Target and bow an Enlightened "
     "Personality you control: Target a Ring. Straighten it."},
    {"FEA-01",
     "A Fear effect implicitly targets a unit opposing the card that "
     "produces it; if that card cannot be in an army, it must target a "
     "unit in the current enemy army."},
    {"FEA-02", "Fear bows each Follower in the target unit whose Force is less "
               "than or equal to the Fear's strength (which may be 0)."},
    {"FEA-03", "Fear does not affect Undead cards."},
    {"FRM-01",
     "A Formation enters play at the current battlefield and stays in "
     "play, controlled by its player, until removed."},
    {"FRM-02",
     "After a Formation enters play and before it resolves, all other "
     "Formations controlled by the same player are destroyed."},
    {"FRM-03", "A Formation cannot be played unless its player's army at the "
               "current battlefield meets its \"Formed by\" requirement."},
    {"FRM-04", "Each condition of a \"Formed by\" requirement must be met by a "
               "separate card (\"a Samurai and a Courtier\" needs two cards)."},
    {"FRM-05",
     "A Formation in play whose requirement is unmet produces no effects"
     " and its abilities cannot be used; it is not destroyed, and works "
     "again once the requirement is met, by any set of cards."},
    {"FRM-06",
     "Every player has: Battle: Any number of times per turn: Play a "
     "Formation from your hand; you may then take an additional legal "
     "Battle or Open action."},
    {"FRM-07",
     "Actions provided by Formations may be used any number of times per"
     " turn."},
    {"FRT-01",
     "A Fortification is a Holding that does not enter play bowed and "
     "can only enter play by attaching to the Province it came from."},
    {"FRT-02",
     "A Province may attach any number of different Fortifications, but "
     "no more than one copy of each."},
    {"NIN-01",
     "While face-down in play or in a Province, a Ninjutsu Personality "
     "is a Personality with 2F, 3C, Honor Requirement \"-\", Gold Cost "
     "4, Personal Honor 0 and the Ninja trait."},
    {"NIN-02",
     "A face-down Ninjutsu Personality in play may attach Items, Spells "
     "and Followers regardless of restrictions on those cards, and "
     "Spells without being a Shugenja."},
    {"NIN-03", "Its controller may look at the face of a face-down Ninjutsu "
               "Personality; no other player sees it."},
    {"NIN-04",
     "When it would be flipped face-up, the face-up side's play "
     "restrictions (Honor Requirement included) are checked: if he "
     "cannot join, he and everything attached are discarded instead; "
     "otherwise he flips, then every card illegally attached to him is "
     "discarded."},
    {"NIN-05", "A flipped Personality keeps all existing effects, in either "
               "direction, and flipping is not entering play."},
    {"NIN-06", "Personalities are never face-down in the discard pile."},
    {"NIN-07",
     "Every player has: Open: Any number of times per turn, pay the "
     "Ninjutsu value of a face-down Ninjutsu Personality you control: "
     "turn him face-up."},
    {"NIN-08",
     "Every player has: Reaction: Any number of times per turn, after an"
     " action targets a face-down Ninjutsu Personality you control, pay "
     "his Ninjutsu value: turn him face-up; if he is now an illegal "
     "target, negate the action's effects on him."},
    {"RED-01",
     "Redirecting changes one or more of an action's effect targets "
     "before they are final, and only to targets that could have been "
     "selected originally."},
    {"RED-02", "Untargeted actions and costs cannot be redirected."},
    {"RED-03",
     "Redirecting an honor gain or loss changes which player gets it."},
    {"RIT-01",
     "A Ritual spell may (or must) be cast by several Shugenja, all at "
     "the same location, including the primary caster (the one the Spell"
     " is attached to)."},
    {"RIT-02",
     "Followers with the Shugenja trait may assist in casting Rituals."},
    {"SOU-01",
     "In Storyline formats, a newer \"Soul of X\" Personality is the "
     "most recent printing of X: old X cards are legal and count in all "
     "ways as the newer card, for deck building and play."},
    {"SOU-02",
     "In the Open format, X and the \"Soul of X\" card are distinct in "
     "play but count jointly toward per-deck limits (at most three "
     "combined)."},
    {"SOU-03",
     "The experience level inside \"Soul of …\" only matters for "
     "matching identity; the new Personality's own level comes from the "
     "keywords outside the trait."},
    {"YU-01",
     "When cards with Yu are in an army losing a battle, each may "
     "destroy an opposing Follower, or an opposing Personality with no "
     "Followers, whose Force is at most its Yu value."},
    {"YU-02",
     "Several cards may combine their Yu values to destroy one card; one"
     " card may not destroy several cards."},
    {"YU-03",
     "Yu is applied after final army totals and before the losing side "
     "is destroyed; it does not change the outcome, earns the loser no "
     "honor, and is not an action."},
    {"YU-04",
     "The Attacker or Defender makes all Yu decisions for his army, in "
     "any order, and may use Yu partly, inefficiently or not at all; a "
     "Personality whose Followers were destroyed earlier in the same Yu "
     "step may then be destroyed."},
    {"YU-05",
     "Cards with Yu need not die to use it; they only need to be in the "
     "army that was determined to be smaller."},
    {"YU-06",
     "A bonus to the Yu value of a card without the trait first gives it"
     " a permanent \"Yu 0\", then adds the bonus."},
    /* Movement (rules/movement.c). */
    {"MOV-01",
     "A unit moves to a battlefield only in a battle (there is a current "
     "battlefield), and only from home or another battlefield: a move to "
     "where the unit already is is refused."},
    {"MOV-02",
     "No Second Battle: a Personality that was in an attacking army at a "
     "resolution this Attack phase will not move to a battlefield again; "
     "of several units moved at once, the others still move."},
    {"MOV-03",
     "Going home after a battle's resolution is not movement (nor is "
     "assigning in the Maneuvers): what reacts to or restricts movement "
     "does not apply there."},
    {"MOV-04", "A bowed unit may move; it stays bowed."},
    {"MOV-05",
     "A unit that moves to a battlefield joins its controller's army there, "
     "attacking or defending as his side is; a unit moves whole (its "
     "attachments with it) and an attached card never moves alone."},
    {"MOV-06",
     "An action that moves its own unit to the current battlefield may be "
     "taken from outside the battle (the exception to presence, CORE-51)."},
    /* Ranged and Melee attacks (rules/attacks.c). */
    {"RNG-01",
     "A Ranged or Melee attack targets a Follower, or a Personality without "
     "Followers, in the enemy army at the current battlefield."},
    {"RNG-02",
     "The attack destroys its target only if the target's Force is at most "
     "the attack's strength when it resolves; a target whose Force is "
     "higher when announced is refused."},
    {"RNG-03", "A Ranged or Melee attack is made only in a battle."},
    {"RNG-04", "Ranged and Melee attacks are distinct kinds: what modifies or "
               "answers one does not touch the other."},
    /* Personal Honor, dishonor and rehonor (rules/honor.c, game/stats.c,
       game/zones.c). */
    {"PHR-01",
     "A dishonorable Personality's Personal Honor is at most 0; only a "
     "Personality can be dishonorable."},
    {"PHR-02",
     "When a dishonorable Personality is destroyed, his last controller "
     "loses Family Honor equal to his printed Personal Honor (nothing for "
     "a printed 0 or less)."},
    {"PHR-03", "The dishonorable state persists out of play (\"dishonorably "
               "dead\"); a card that enters play is a new card, honorable."},
    {"PHR-04",
     "Dishonoring a dishonorable Personality, or rehonoring an honorable "
     "one, does nothing; rehonoring makes a dishonorable Personality "
     "honorable again."},
    /* Returning to play (rules/returning.c). */
    {"RET-01",
     "A card put into play from a discard pile enters play at its new "
     "controller's home as a new card: unbowed, honorable, with none of the "
     "tokens or effects it had in play."},
    {"RET-02",
     "Only a Personality or a Holding is put into play from a discard pile, "
     "and a Unique one only while no card of its identity is in play "
     "(CORE-17)."},
    {"RET-03",
     "A Personality put into play from a province (a target `at: "
     "province`) is a face-up one of the player's own provinces; it enters "
     "play at his home unbowed, free (no Gold Cost, no Honor Requirement, no "
     "Family Honor for recruiting him: it is no recruit), and the province "
     "refills."},
    /* Returning to a hand (rules/returning.c). */
    {"RTH-01",
     "A card in play returned to a hand leaves play as any card does: its "
     "tokens are removed for good (TOK-07), its lasting effects end, what "
     "is attached to it is discarded, and played again it is a new card."},
    {"RTH-02",
     "Only a Follower, an Item or a Spell in play, or a Fate card in a "
     "discard pile, returns to a hand: a Personality, a Holding, a "
     "Stronghold, a Ring in play or a Dynasty card never does."},
    {"RTH-03",
     "A returned card goes to its owner's hand, whoever controls it or "
     "used the ability."},
    /* Duels (rules/duel.c) */
    {"DUE-01",
     "A duel has one Personality challenge another: the ability's source "
     "Personality (or the bearer of its source; for an Action card, a "
     "Personality its player controls among its targets) challenges the "
     "target Personality an opponent controls. Both are in play and "
     "unbowed; one duel at a time."},
    {"DUE-02",
     "The challenged side may refuse only where the card allows it, paying "
     "the refusal's cost; a refused duel does not happen."},
    {"DUE-03",
     "The challenged player first, then in turn, each duelist's player "
     "focuses one card from his hand face-down or strikes; each focuses at "
     "most the maximum (a parameter, 4). After two strikes in a row, or "
     "when both have focused the most they may, the duel strikes."},
    {"DUE-04",
     "At the strike each duelist's total is his Chi plus the Focus values "
     "of his focused cards; the higher total wins. A tie: both lose, "
     "unless one of them (and only one) is a Duelist, who wins it."},
    {"DUE-05",
     "The focused cards are discarded after the strike; then the duel's "
     "effects for its winner and its loser resolve, and the game goes on "
     "where the action was."},
    /* Discarding and removing as effects (rules/discarding.c). */
    {"DIS-01",
     "A random discard takes each card from those left in the hand, with "
     "the game's random numbers (a seeded game replays it); a hand with "
     "fewer cards is emptied."},
    {"DIS-02",
     "Discarding the top cards of a Fate deck takes them one at a time to "
     "the Fate discard pile; an empty deck discards nothing more."},
    {"DIS-03",
     "A card removed from the game leaves play for good, to no discard "
     "pile: its tokens are removed (TOK-07), what is attached to it is "
     "discarded, and nothing returns it."},
    {"DIS-04",
     "Discarding the top cards of a Dynasty deck takes them one at a time, "
     "face-up, to the Dynasty discard pile; it does not refill a province, "
     "and an empty deck discards nothing more."},
    {"DIS-05",
     "A discard of the player's choice happens after its ability resolves "
     "and the Reactions to it: the player discards that many cards of his "
     "choice from his hand, one at a time, and cannot pass while he has one "
     "to discard; a hand with fewer cards is emptied; then the game goes "
     "back to the decision it interrupted."},
    {"DIS-06",
     "A discard of the player's choice is its ability's last effect, one "
     "player's (the first named), and never a continuous ability's."},
    {"DIS-07",
     "A discard chosen by the ability's player (chosen_by: self) is of "
     "another player's hand: the ability's player looks at that hand, which "
     "he alone is shown while he chooses, and names the cards from it, one a "
     "move; the player who discards has no decision in it."},
    /* Gaining control (rules/control.c). */
    {"CTL-01",
     "Gaining control of a card another player controls makes the player "
     "who gained it its controller: it comes to his home, out of any army, "
     "bowed or not as it was; a card he controls already is refused."},
    {"CTL-02", "Only control of a Personality or a Holding is gained; what is "
               "attached to a Personality changes control with him."},
    {"CTL-03",
     "A card whose control changed still belongs to its owner: when it "
     "leaves play it goes to its owner's discard pile."},
    {"AMT-01",
     "An amount written as an expression (a stat, a player's number, a "
     "count) is read when its effect resolves; a lasting effect keeps the "
     "number read then."},
    {"AMT-02",
     "A count is of the cards that fit its filter, as the ability's player "
     "sees them: in play at home and at every battlefield unless the filter "
     "names a place (a hand, the face-up cards in provinces, the discard "
     "piles); counting is not targeting."},
    {"AMT-03",
     "\"Half\" is rounded up or down as the card says, and comes before "
     "\"for each\" multiples and additions."},
    {"AMT-04",
     "A computed amount is at most 99; below 0 it is 0, except for a bonus, "
     "which may take away."},
    {"CND-01",
     "An ability with a condition may be used only while its condition "
     "holds (each of them, for a list); it is judged as the ability is "
     "used, not again as it resolves."},
    {"CND-02", "A continuous ability with a condition applies only while the "
               "condition holds."},
    {"PRV-01",
     "A card that cannot be bowed, destroyed, moved or dishonored is not, by "
     "any ability's effect (the effect still happens to the other cards); "
     "one that cannot be destroyed is not destroyed by a battle's "
     "resolution either, and what is attached to it stays."},
    {"PRV-02",
     "A card that cannot be targeted may not be chosen as the target of an "
     "opponent's ability; its own player's abilities may target it."},
    {"PRV-03",
     "A \"cannot\" effect lasts as it says (until the end of the turn by "
     "default); a continuous one while its ability applies."},
    {"EVT-01",
     "An Event that stays in play goes, once its revealed abilities are "
     "done, to its owner's home instead of the discard pile; it is a card "
     "in play like any other, and its continuous abilities apply."},
    {"ANC-01",
     "An Ancestor that prints Force or Chi adds them to the Personality it "
     "is attached to, as an Item does."},
    {"TRG-06",
     "A battle begins, for its attacker and for its defender, as its Engage "
     "segment starts at the battlefield the attacker chose."},
    {"TRG-07",
     "A Personality becoming dishonorable is something every player's "
     "Reactions may answer; one already dishonorable does not become so."},
    {"TRG-08",
     "After a duel's strike each duelist still in play has won or lost it: "
     "the higher total wins, a tie loses for both (DUE-04); a card attached "
     "to a duelist reacts to its bearer's win or loss."},
    {"TRG-09",
     "An action resolves when an ability used as a move that is no Reaction "
     "(a card's, an Action card's, a player's own) has resolved, after the "
     "duel it challenged if any; a negated one does not resolve. It answers "
     "any player's action, or with `who` only its controller's or an "
     "opponent's."},
    {"TRG-10",
     "A phase ends as the next begins (the End phase as the turn ends), and "
     "begins as it is entered, in the active player's turn; a trigger may "
     "name the phase, and with `who: self` answers only its controller's "
     "turns."},
    {"TRG-11",
     "Units are assigned when the Maneuvers end (the Defender's Cavalry "
     "Maneuvers passed), for the attacker and for the defender; a trigger "
     "answers its controller's, or with `who: any` either."},
    {"TRG-12",
     "A cost is paid when a player has paid all the costs of an ability he "
     "used (an ability without costs pays none); it answers its "
     "controller's payments only, and with `cost: WORD` only those with a "
     "cost of that kind. `cost` goes with cost_paid alone, refused at "
     "load on any other trigger. The Tactical ability's discard is a "
     "discard cost and a Ninjutsu Personality's flip a Ninjutsu cost, "
     "each paid by its player."},
    {"INT-01",
     "An Interrupt (a trigger written `before: true`) answers its event "
     "just before it happens; an event the engine cannot hold before it "
     "happens (targeted, enters_play, unit_moved, dishonored, duel_won, "
     "duel_lost) takes none, and the loader refuses it."},
    {"INT-02",
     "An optional Interrupt is offered only where the engine stops before "
     "the event: before an announced action resolves, and before the Action "
     "or the Dynasty phase ends as all pass; on any other event (one that "
     "happens in the middle of an effect) the loader refuses it."},
    {"INT-03",
     "A mandatory Interrupt resolves by itself, inline, just before its "
     "event happens, for each player from the active one, by card and "
     "ability in order; an Interrupt that takes away the card about to be "
     "destroyed leaves nothing to destroy. Interrupts nest at most four "
     "deep."},
    {"INT-04",
     "Before an event an optional Interrupt answers, a window opens when "
     "some player could answer: the event waits until all pass in "
     "succession, then happens; an Interrupt answers only what is about to "
     "happen, a Reaction only what happened."},
    {"CHO-01",
     "A \"choose one\" ability is used as one of its options, chosen as it "
     "is used: each option has the ability's timing, costs and limit, and "
     "its own target and effects."},
    {"CHO-02",
     "The options of one ability share its limit: using one uses them all "
     "for the turn (or the battle)."},
    {"PRV-04",
     "A card that cannot be controlled does not change controller by an "
     "effect, and one that cannot be removed is not removed from the game "
     "by one; the effect still happens to the other cards."},
    {"PRV-05",
     "A player who cannot gain Honor, lose Honor or draw cards "
     "(player_cannot) gains, loses or draws none, by any effect, a battle's "
     "or a duel's resolution, a rule or a Personality's Personal Honor (the "
     "rest of the effect still happens); it lasts as it says (until the end "
     "of the turn by default), or while a continuous ability applies."},
    {"PRV-06",
     "A player who cannot lose Honor may not pay a cost of Honor: a cost is "
     "paid in full or not at all."},
    {"PRV-07",
     "A player who cannot recruit may not recruit a card, face-up, "
     "face-down (Ninjutsu) or as an Experienced version replacing another."},
    {"PRV-08",
     "A province that cannot be destroyed (a used ability's lasting "
     "`cannot: {be: destroyed}` on a target province, or on the province "
     "of the ability's card) is not destroyed by a battle's resolution "
     "however much the attackers win by; the battle is won all the same."},
    /* Attaching and transferring as effects (rules/transfer.c). */
    {"ATT-01",
     "Only a Follower, an Item or a Spell attached to a Personality in play "
     "changes bearer by an effect, and only one the player who uses the "
     "ability controls."},
    {"ATT-02",
     "Its new bearer is one Personality in play that player controls, "
     "other than the one it is on."},
    {"ATT-03",
     "The new bearer is at the same place as the card (home, or the same "
     "battlefield): an attached card never moves between places by "
     "changing bearer."},
    {"ATT-04",
     "A card that changes bearer does not enter play again: it keeps its "
     "tokens, its bowed state and its lasting effects; the bearer rules "
     "apply to the new bearer (CORE-19, CORE-20) as when it is played, and "
     "a change no longer legal when it resolves does nothing."},
    {"ATT-05",
     "An effect that attaches a card from the hand takes a Follower, an "
     "Item or a Spell from the hand of the player who uses the ability, "
     "and puts it into play attached to the ability's Personality, at that "
     "Personality's place: the card enters play."},
    {"ATT-06",
     "A card attached from the hand meets the rules of playing it but for "
     "the time (CORE-19 .. CORE-21, uniqueness): one that cannot is "
     "refused as the ability is used, and one that no longer can when it "
     "resolves stays in the hand."},
    {"ATT-07",
     "A card attached from the hand is free unless the effect says its "
     "Gold Cost is paid; then it is paid as for playing the card, and an "
     "ability whose player cannot pay it is refused."},
    {"ATT-08",
     "An effect that takes an enemy's attachment takes control of a "
     "Follower, an Item or a Spell attached to a Personality another player "
     "controls and attaches it to the ability's Personality at the same "
     "place; it does not enter play again, and one that cannot be "
     "controlled stays where it is."},
    {"ATT-09",
     "An effect that creates a card attached (create_card with `on`) brings "
     "a new Follower, Item or Spell into play on a Personality in play the "
     "ability's player controls, the ability's own (on: self) or its target "
     "(on: target), at his place, free and whatever its Honor Requirement; "
     "the bearer rules apply (CORE-19, CORE-20) as the ability is used and "
     "as it resolves, and a card that cannot be attached then is not "
     "created."},
    {"ATT-10",
     "Only a Follower, an Item or a Spell is created attached, on a "
     "Personality: the ability's target of type personality, or the "
     "ability's card if it is a Personality or attached to one; it comes "
     "where its bearer is, and like every created card ceases to exist when "
     "it leaves play."},
    /* Searching a deck (rules/search.c). */
    {"SRC-01",
     "A search lets its player look through his own deck (his Fate deck, "
     "or the one the card names), or only its top cards when the card "
     "says how many, and take one card that fits what the card asks for, "
     "or none. Only he sees the cards searched, and only while he "
     "chooses."},
    {"SRC-02",
     "A search of a whole deck ends with that deck shuffled; a search of "
     "its top cards leaves the cards not taken where they were."},
    {"SRC-03",
     "The card taken is one of the cards searched and fits the search's "
     "filter: its type, keywords, title and printed numbers."},
    {"SRC-04",
     "A search is the last thing its ability does; it begins once the "
     "move that resolved it and any Reactions to it are done, and the "
     "game then goes on where it was."},
    {"SRC-05",
     "The card found goes to its player's hand, or on top of the deck "
     "searched (after the shuffle); a Dynasty card is never put in a "
     "hand."},
    {"SRC-06",
     "Shuffling a deck puts its cards in a random order drawn from the "
     "game's random numbers (a seeded game replays it)."},
    {"SRC-07",
     "A search of the Dynasty deck may put the card found into play at its "
     "player's home: only a Personality or a Holding (not a Fortification, "
     "which enters play in a province), and a Unique one only while no "
     "card of its identity is in play (CORE-17); a Holding enters play "
     "bowed (CORE-16)."},
    /* Setting a stat (game/stats.c). */
    {"SET-01",
     "A Force or Chi set to a value replaces the printed value for as long "
     "as the effect lasts; tokens, bonuses and Items still add to the set "
     "value, and the result is never below 0 (CORE-40)."},
    {"SET-02",
     "Of several sets of one stat, a lasting one wins over a continuous "
     "one, the latest lasting one over the earlier ones, and the lowest "
     "of continuous ones over the others."},
    {"SET-03", "A stat is never set to a negative value: such a card is "
               "refused at load."},
    {"SRC-08",
     "A search may put the card found at the bottom of the deck searched "
     "(after the shuffle of a whole deck): below every other card there."},
    {"SRC-09",
     "A search may look through an opponent's deck (in a game of more than "
     "two, the next player's in turn order): its player sees and chooses, "
     "and the card found goes on top of that deck, at its bottom, to its "
     "owner's discard pile or out of the game, never to the searcher's "
     "hand or into play."},
    {"SRC-10",
     "A search may put the card found in its owner's discard pile (the "
     "pile of the deck searched) or remove it from the game."},
    /* Choosing targets (rules/use.c). */
    {"TGT-01",
     "An ability that targets \"up to N\" cards takes one to N distinct "
     "targets, each fitting its target; one with no legal target cannot be "
     "used."},
    /* The actions a player took (play/apply.c, game/stats.c). */
    {"HIS-01",
     "A player takes an action when he uses an ability as a move that is no "
     "Reaction (nor Interrupt): a card's, an Action card's, or one every "
     "player has (lobbying, the Favor's, Enlightenment, a Formation, "
     "turning a Ninjutsu Personality face-up, the Tactical ability). The "
     "answer to a revealed Event or a Delayed Terrain and Yu are none. An "
     "action counts from its announcement, so an amount its effects read "
     "counts it."},
    {"HIS-02",
     "The actions a player took this turn start again at none as each "
     "turn begins, for every player."},
    {"HIS-03",
     "The actions a player took this battle start again at none as each "
     "battle begins; outside a battle the number is 0."},
    {"LIM-01",
     "An ability used once per battle may be used again in the next battle "
     "of the turn; only a Battle action has that limit."},
    {"GLD-01",
     "A continuous Gold Cost change reaches the cards it names of its "
     "controller's (or of the players it names) wherever they are: in a "
     "province, in a hand, in play; the changes are added up."},
    {"GLD-02", "A Gold Cost is never below 0, whatever changes it."},
    {"GLD-03",
     "Restricted gold pays only for the Gold Cost of the cards its producer "
     "names, and is spent before the rest of the pool."},
    {"GLD-04", "Restricted gold lapses with the pool at the end of the phase."},
    {"GLD-05",
     "A player holds at most two kinds of restricted gold at once: a third "
     "producer cannot be bowed to produce until one is spent."},
    {"DUR-01",
     "An effect that lasts until your next turn ends at the start of the "
     "next turn of the player whose ability created it, not at the end of "
     "the turn: it lasts through the opponents' turns."},
    {"DUR-02",
     "A permanent effect lasts for as long as its card stays in play: no "
     "end of a battle or a turn ends it."},
    {"DUR-03",
     "Every lasting effect on a card, whatever its duration, ends when the "
     "card leaves play; the card, back in play, is a new card without it."},
    {"TRG-01",
     "A mandatory ability (a Reaction written `mandatory: true`) resolves "
     "by itself when its trigger happens, once for each trigger that calls "
     "on it, before the Reaction window opens, if its card is in play and "
     "face-up (bowed or not) and its conditions hold."},
    {"TRG-02",
     "A mandatory ability makes no choices: one with a cost, a target, an "
     "effect that targets or chooses, Ritual casters, or a timing other "
     "than reaction alone is refused at load."},
    {"TRG-03",
     "A mandatory ability is not used: it is never a legal move, and a use "
     "of it is refused."},
    {"TRG-04",
     "Several mandatory abilities called on at once resolve for each player "
     "from the active one, by card in card order, by ability in order; "
     "those their effects call on resolve after them."},
    {"TRG-05",
     "A mandatory ability has no limit: it resolves each time its trigger "
     "happens, and a `limit` on it is refused at load."},
    {"CST-01",
     "A card's own ability that costs its Ninjutsu value costs gold equal "
     "to the card's printed Ninjutsu value, paid from unrestricted gold; a "
     "card with no Ninjutsu value cannot pay it."},
    {"CST-02",
     "A cost that bows chosen cards (\"Bow two Samurai you control\") is "
     "paid by as many distinct unbowed cards fitting its filter as it "
     "counts (at most four), each named by the move; a card named twice, "
     "or too few named, does not pay it."},
    {"PRF-01",
     "An ability with a performer (\"A Shugenja you control performing "
     "this\", \"bow a Courtier you control\") is used with one card its "
     "player controls in play performing it, which the move names; its "
     "costs, effects and amounts may name the performer. A Ritual, a "
     "mandatory or continuous ability, or a duel has none, and a condition "
     "cannot read it (refused at load)."},
    {"PRF-02",
     "The performer fits the ability's performer filter and is a face-up "
     "card its player controls in play."},
    {"PRF-03", "An ability is performed by one card."},
    {"PRF-04", "In a battle, the performer is at the current battlefield, as a "
               "target must be (CORE-51)."},
    {"GRA-01",
     "An ability marked granted is not used by the card that prints it: "
     "only a card given it uses it."},
    {"GRA-02",
     "A card in play given an ability (\"Target Personality gains: ...\") "
     "uses it as its own for as long as the effect lasts (until the end "
     "of the turn by default; ended when the card leaves play): its "
     "controller uses it, \"this card\" is the card given it, and the move "
     "names it after the card's own abilities, in the order given."},
    {"GRA-03", "give_ability names a granted ability of the same card, not its "
               "own; any other is refused at load."},
    {"GRA-04",
     "A granted ability is an action (Limited, Open, Battle or Engage): a "
     "continuous, Reaction, revealed or mandatory one, one with a "
     "performer, or a \"choose one\" is refused at load."},
    {"GRA-05",
     "A continuous give_ability of an attached card (`while: attached`) "
     "gives its bearer the ability while the card is attached to it."},
};

uint32_t l5r_rule_count(void)
{
    return (uint32_t)L5R_ARRAY_LEN(rules);
}

const char *l5r_rule_id(uint32_t i)
{
    return i < L5R_ARRAY_LEN(rules) ? rules[i].id : NULL;
}

const char *l5r_rule_text(const char *id)
{
    if (id == NULL)
        return NULL;
    for (size_t i = 0; i < L5R_ARRAY_LEN(rules); i++)
        if (strcmp(rules[i].id, id) == 0)
            return rules[i].text;
    return NULL;
}
