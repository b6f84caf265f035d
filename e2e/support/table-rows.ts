import type { Locator } from "@playwright/test";

/**
 * A row of one of the dashboard's responsive tables, by its name: the table row from the tablet breakpoint up,
 * the card (a list item named by its heading) below it. Only one of the two layouts is ever on the page.
 */
export function rowNamed(list: Locator, name: string | RegExp): Locator {
  return list.getByRole("row", { name }).or(list.getByRole("listitem", { name }));
}

/** Every body row of the table, or every card of the list. */
export function rowsOf(list: Locator): Locator {
  return list.locator("tbody > tr").or(list.locator(":scope > ul > li"));
}
