import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Crumb } from '@ss/domain';

interface AppBreadcrumbsProps {
  crumbs: Crumb[];
}

export function AppBreadcrumbs({ crumbs }: AppBreadcrumbsProps) {
  const { t } = useTranslation();
  // A trail of one is the page title again: only show where there is somewhere to go back to.
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label={t('shell.breadcrumbs')}>
      <Breadcrumbs mb="md" separatorMargin={6}>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.path} size="sm" aria-current="page">
              {t(crumb.key)}
            </Text>
          ) : (
            <Anchor key={crumb.path} component={Link} to={crumb.path} size="sm">
              {t(crumb.key)}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
