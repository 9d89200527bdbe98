/**
 * Today as a calendar date (`YYYY-MM-DD`), the form date columns take. Taken in UTC, as every date the
 * server writes today (lifecycle dates, sync dates, actions' actual dates, overdue flags).
 */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);
