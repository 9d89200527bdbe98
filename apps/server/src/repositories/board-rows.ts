/** A board's row and a category's row as the schema types them: boards.repository.ts and board-cards.repository.ts both read them. */
import type { boardCategories, boards } from '@ss/db';

export type BoardRow = typeof boards.$inferSelect;
export type CategoryRow = typeof boardCategories.$inferSelect;
