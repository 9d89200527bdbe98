import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LegalTextProps {
  /** Catalogue prefix: `${prefix}.intro`, then `${prefix}.${section}.title` / `.text`. */
  prefix: string;
  sections: readonly string[];
}

export function LegalText({ prefix, sections }: LegalTextProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Text>{t(`${prefix}.intro`)}</Text>
      {sections.map((section) => (
        <Stack key={section} gap={4} component="section" aria-labelledby={`${prefix}-${section}`}>
          <Title order={2} size="h4" id={`${prefix}-${section}`}>
            {t(`${prefix}.${section}.title`)}
          </Title>
          <Text>{t(`${prefix}.${section}.text`)}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
