/**
 * Where to go after sign-in and where to sign in. `redirectTo` is only honoured
 * for same-origin relative paths, so a crafted link cannot send a user elsewhere.
 */
import type { Workspace } from '@ss/domain';

export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((ch) => ch.charCodeAt(0) < 32)) return null;
  if (value === '/auth' || value.startsWith('/auth/') || value.startsWith('/auth?')) return null;
  return value;
}

/** Super admins sign in at /auth/admins; everyone else at /auth. */
export function signInPath(kind: 'admin' | 'user', redirectTo?: string | null): string {
  const base = kind === 'admin' ? '/auth/admins' : '/auth';
  const target = safeRedirect(redirectTo);
  return target ? `${base}?redirectTo=${encodeURIComponent(target)}` : base;
}

/** The sign-in page for a signed-out visit: admin URLs, or a browser last used by a super admin. */
export function signInKindFor(pathname: string, lastWorkspace: Workspace | null): 'admin' | 'user' {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  return lastWorkspace === 'admin' ? 'admin' : 'user';
}
