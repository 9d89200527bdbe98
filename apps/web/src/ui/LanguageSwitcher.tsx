import { Box, Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import type { Language } from '@ss/domain';

interface LanguageSwitcherProps {
  current: Language;
  onChange: (language: Language) => void;
  variant?: 'subtle' | 'default' | 'white';
}

/** Each language is named in itself, and marked with its own lang for screen readers. */
const NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

/** Two languages: the switcher offers the other one. On phones it shows the code (FR, EN). */
export function LanguageSwitcher({ current, onChange, variant = 'subtle' }: LanguageSwitcherProps) {
  const other: Language = current === 'en' ? 'fr' : 'en';
  return (
    <Button variant={variant} size="compact-sm" leftSection={<IconLanguage size={16} aria-hidden />} lang={other} aria-label={NAMES[other]} onClick={() => onChange(other)}>
      <Box component="span" visibleFrom="sm">
        {NAMES[other]}
      </Box>
      <Box component="span" hiddenFrom="sm">
        {other.toUpperCase()}
      </Box>
    </Button>
  );
}
