/**
 * An item's image: upload (PNG, JPEG or WebP; the server checks the content, resizes and re-encodes it), a preview
 * at the size it will show, the alt text in English and French (required with an image), and Remove.
 */
import { Button, FileInput, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HomeImagePurpose } from '@ss/domain';
import { serverFieldError } from '../../lib/form-errors.ts';
import type { ImageValue } from './form.ts';
import { useUploadHomeImage } from './hooks.ts';

interface Props {
  name: string;
  purpose: HomeImagePurpose;
  value: ImageValue | null;
  onChange: (value: ImageValue | null) => void;
  errors: Record<string, string | null | undefined>;
}

export function ImageField({ name, purpose, value, onChange, errors }: Props) {
  const { t } = useTranslation();
  const upload = useUploadHomeImage();
  const uploadError = serverFieldError(t, upload.error, 'file') ?? serverFieldError(t, upload.error, 'purpose') ?? (upload.error ? t(upload.error.message) : null);
  const choose = (file: File | null) => {
    if (!file) return;
    upload.mutate(
      { file, purpose },
      { onSuccess: (image) => onChange({ image_id: image.id, url: image.url, width: image.width, height: image.height, alt: value?.alt ?? { en: '', fr: '' } }) },
    );
  };
  return (
    <Fieldset legend={t(`homePage.field.${name}`)}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(`homePage.image.hint.${purpose}`)}
        </Text>
        <Group align="flex-end" gap="sm">
          <FileInput
            label={t('homePage.image.file')}
            accept="image/png,image/jpeg,image/webp"
            leftSection={<IconPhotoUp size={16} aria-hidden />}
            onChange={choose}
            value={null}
            disabled={upload.isPending}
            error={uploadError ?? errors[`${name}.image_id`] ?? errors[name]}
            style={{ flex: 1 }}
          />
          {value && (
            <Button variant="default" color="red" onClick={() => onChange(null)}>
              {t('homePage.image.remove')}
            </Button>
          )}
        </Group>
        {upload.isPending && (
          <Text size="sm" role="status">
            {t('homePage.image.uploading')}
          </Text>
        )}
        {value && (
          <>
            <img
              src={value.url}
              width={value.width}
              height={value.height}
              alt={value.alt.en || t('homePage.image.previewAlt')}
              style={{ maxWidth: '100%', maxHeight: 240, width: 'auto', height: 'auto', alignSelf: 'flex-start', borderRadius: 4 }}
              data-testid="image-preview"
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('homePage.image.altEn')}
                required
                value={value.alt.en}
                onChange={(e) => onChange({ ...value, alt: { ...value.alt, en: e.currentTarget.value } })}
                error={errors[`${name}.alt.en`] ?? errors[`${name}.alt`]}
              />
              <TextInput
                label={t('homePage.image.altFr')}
                lang="fr"
                required
                value={value.alt.fr}
                onChange={(e) => onChange({ ...value, alt: { ...value.alt, fr: e.currentTarget.value } })}
                error={errors[`${name}.alt.fr`] ?? errors[`${name}.alt`]}
              />
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
