import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HomeLegalKey, THomePage } from '@ss/domain';
import { inLanguage, legalBlocks } from '../content/content.ts';

/** The legal page's title in the reader's language, once the content is in (the catalogue's name until then). */
export function legalTitle(page: THomePage | undefined, key: HomeLegalKey, language: string): string | null {
  const legal = page?.legal.find((item) => item.key === key);
  const title = legal ? inLanguage(legal.title, language) : '';
  return title.trim() !== '' ? title : null;
}

interface LegalTextProps {
  page: THomePage | undefined;
  loading: boolean;
  legalKey: HomeLegalKey;
  language: string;
}

/** A legal page's body as edited by super admins: plain text, a blank line between paragraphs, short lines as headings. */
export function LegalText({ page, loading, legalKey, language }: LegalTextProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <Stack gap="sm" aria-hidden data-testid="legal-skeleton">
        {[0, 1, 2, 3].map((line) => (
          <Skeleton key={line} height={16} radius="sm" width={line === 3 ? '60%' : '100%'} />
        ))}
      </Stack>
    );
  }
  const legal = page?.legal.find((item) => item.key === legalKey);
  const blocks = legal ? legalBlocks(inLanguage(legal.body, language)) : [];
  if (blocks.length === 0) return <Text c="dimmed">{t('landing.legal.empty')}</Text>;
  return (
    <Stack gap="md" data-testid="legal-body">
      {blocks.map((block, index) =>
        block.kind === 'heading' ? (
          <Title key={index} order={2} size="h4" mt="xs">
            {block.text}
          </Title>
        ) : (
          <Text key={index} style={{ whiteSpace: 'pre-line' }}>
            {block.text}
          </Text>
        ),
      )}
    </Stack>
  );
}
