import type { ComponentType } from 'react';
import { Center, Loader } from '@mantine/core';
import { currentLanguage, useCatalogueReady, wantPublicStrings } from '../lib/i18n.ts';

/**
 * A page reached outside the workspace (an unsubscribe or guardian link, the second factor's pages): drawn once its
 * strings are in (lib/i18n.ts, part "public"), which they are within a request of the page's own code.
 */
export function withPublicStrings<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  // Called as the route's code arrives (its `lazy`), before it renders.
  wantPublicStrings();
  function WithPublicStrings(props: P) {
    const ready = useCatalogueReady(currentLanguage());
    if (!ready) {
      return (
        <Center py="xl">
          <Loader aria-label="…" />
        </Center>
      );
    }
    return <Page {...props} />;
  }
  WithPublicStrings.displayName = `withPublicStrings(${Page.displayName ?? Page.name})`;
  return WithPublicStrings;
}
