import { useSearchParams } from 'react-router';
import { PublicPage } from '../../modules/landing/components/PublicPage.tsx';
import { UnsubscribePanel } from '../../modules/summaries/components/UnsubscribePanel.tsx';

/** /unsubscribe?token=…: an e-mail summary's unsubscribe link, without signing in (issue 23, section 2). */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  return (
    <PublicPage titleKey="unsubscribe.title">
      <UnsubscribePanel token={params.get('token') ?? ''} />
    </PublicPage>
  );
}
