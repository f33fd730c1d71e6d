/* SPDX-License-Identifier: MIT */
/**
 * @file l5r/rules.h
 * @brief The rules the engine enforces, by ID.
 *
 * Every rejection the library returns (an illegal move, a deck problem)
 * carries a rule ID: a seed rule from the rule catalog ("FAV-04",
 * "LOT-01", ...) or one of the project's core rules ("CORE-05", ...).
 * This table gives each ID's statement, so a client can show why.
 */
#ifndef L5R_RULES_H
#define L5R_RULES_H

#include "common.h"

L5R_BEGIN_DECLS

/** How many rules the table holds. Never fails. */
L5R_API uint32_t l5r_rule_count(void);

/** The ID of rule `i` (0 to l5r_rule_count() - 1), or NULL for `i` out
    of range. Static. */
L5R_API const char *l5r_rule_id(uint32_t i);

/** The statement of rule `id` (e.g. "FAV-04"), or NULL for an unknown or
    NULL `id`. Static. */
L5R_API const char *l5r_rule_text(const char *id);

L5R_END_DECLS

#endif /* L5R_RULES_H */
