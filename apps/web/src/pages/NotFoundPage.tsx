import { StatusPage } from '../modules/auth/components/StatusPage.tsx';

export function NotFoundPage() {
  return <StatusPage kind="not-found" message="Not Found" />;
}
