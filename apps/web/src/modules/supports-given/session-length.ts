/**
 * The fidelity log asks before saving a session much longer than the support plans (600 minutes logged for a
 * 20-minute support is more likely a typing slip than a session): more than LONG_SESSION_FACTOR times the network
 * support's planned length. Without a planned length (a one-off, or a support that names none) it does not ask.
 */
export const LONG_SESSION_FACTOR = 2;

export function isLongSession(minutes: number | null, planned: number | null | undefined): boolean {
  return minutes !== null && planned != null && planned > 0 && minutes > LONG_SESSION_FACTOR * planned;
}
