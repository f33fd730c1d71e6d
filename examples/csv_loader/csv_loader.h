/* SPDX-License-Identifier: MIT */
/*
 * csv_loader.h - a card loader for CSV files, written against nothing but
 * the public loader API (l5r/sys/loader.h). The format is described at the
 * top of csv_loader.c.
 *
 *     l5r_carddb_load_with(db, csv_loader(), "cards.csv", reader, ud);
 */
#ifndef CSV_LOADER_H
#define CSV_LOADER_H

#include <l5r.h>
#include <l5r/sys/loader.h>

/** The CSV loader (name "csv"). Static; never NULL. */
const l5r_loader *csv_loader(void);

#endif /* CSV_LOADER_H */
