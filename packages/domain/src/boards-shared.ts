/**
 * Team boards' messages shared by the server and the browser (no zod here, so the board page can import
 * them by subpath without pulling the contracts, and zod, into its chunks).
 */
import type { MessageKey } from './i18n/messages.en.ts';

/** Spec section 5 and 8: what the category editor says. */
export const BOARD_MSG = {
  chooseDefault: 'Please choose Default Team Board Category',
  addCategory: 'Please add at least one Team Board Category',
  maxCategories: 'Maximum 20 items can be added',
  selectStudent: 'Please select at least one student',
  created: 'Team board created successfully',
  updated: 'Team board updated successfully',
  createFailed: 'Could not create team board',
  updateFailed: 'Could not update team board',
  editedByOther: 'This page is being edited by another user',
  notEditing: 'You are not editing this board. Choose Edit to make changes.',
  unlockedByLeader: "One of the leaders unlocked the page. Please note that your changes won't be saved.",
} as const satisfies Record<string, MessageKey>;
