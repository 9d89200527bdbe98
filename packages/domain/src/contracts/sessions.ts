/**
 * Sessions under the user's control (issue 24, section 5): each user sees their active sessions and ends any or
 * all; an admin ends all of a user's. A session is named by an opaque id (never its token nor the token's hash);
 * the place is the address's range only (IPv4 /24, IPv6 /48), the device and browser a plain summary of the
 * user agent.
 */
import { z } from 'zod';

export const SESSION_DEVICES = ['desktop', 'mobile', 'tablet', 'unknown'] as const;
export type SessionDevice = (typeof SESSION_DEVICES)[number];

export const ZUserSession = z.object({
  /** Opaque: 32 hex characters. */
  id: z.string(),
  device: z.enum(SESSION_DEVICES),
  /** "Firefox", "Chrome", "Safari", "Edge" …, null when unknown. */
  browser: z.string().nullable(),
  /** "Windows", "macOS", "iOS", "Android", "Linux", "ChromeOS", null when unknown. */
  os: z.string().nullable(),
  /** "203.0.113.0/24" or "2001:db8:1::/48"; null when unknown. Never the full address. */
  ip_range: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type TUserSession = z.infer<typeof ZUserSession>;

export const ZUserSessionList = z.object({ results: z.array(ZUserSession) });
export type TUserSessionList = z.infer<typeof ZUserSessionList>;

/** An unknown or malformed id is simply not found (404). */
export const ZSessionIdParams = z.object({ id: z.string().max(64) });

export const ZSessionsEnded = z.object({ ended: z.number().int() });
export type TSessionsEnded = z.infer<typeof ZSessionsEnded>;
