import { useEffect } from 'react';

/** "Page · App" in the browser tab; screen readers announce it on navigation. */
export function useDocumentTitle(page: string | null, app: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${app}` : app;
  }, [page, app]);
}
