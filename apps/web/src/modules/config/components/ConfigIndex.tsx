import { Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ConfigListKind } from '@ss/domain';

interface Props {
  /** Path of the index page; each list is at `${base}/${kind}`. */
  base: string;
  kinds: readonly ConfigListKind[];
  /** Further pages of this level (student data, logo, options), as [slug, label key]. */
  extra?: [string, string][];
}

/** The lists a level configures, as links. */
export function ConfigIndex({ base, kinds, extra = [] }: Props) {
  const { t } = useTranslation();
  const links: [string, string, string][] = [
    ...kinds.map((k): [string, string, string] => [k, `config.kind.${k}`, `config.kindHint.${k}`]),
    ...extra.map(([slug, key]): [string, string, string] => [slug, key, `${key}Hint`]),
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {links.map(([slug, title, hint]) => (
        <li key={slug}>
          <Card withBorder component={Link} to={`${base}/${slug}`} padding="md" h="100%">
            <Text fw={600} c="blue.8">
              {t(title)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(hint)}
            </Text>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
