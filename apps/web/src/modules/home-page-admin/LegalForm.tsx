/** Terms of use or privacy: title and body in English and French, plain text (a blank line starts a paragraph), published at once. */
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZUpdateHomeLegal, type THomeLegal } from '@ss/domain';
import { serverFieldError } from '../../lib/form-errors.ts';
import { checkFields } from '../../ui/schema-errors.ts';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard.tsx';
import { LEGAL_FIELDS, listPath } from './form.ts';
import { useUpdateLegal } from './hooks.ts';

export function LegalForm({ legal, onReload }: { legal: THomeLegal; onReload: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const initial = { title: { ...legal.title }, body: { ...legal.body } };
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [saved, setSaved] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  useEffect(() => {
    if (leaveTo) void navigate(leaveTo);
  }, [leaveTo, navigate]);
  const update = useUpdateLegal(LEGAL_FIELDS, () => setConflict(true));
  const body = { ...values, version: legal.version };
  const local = checked ? checkFields(t, ZUpdateHomeLegal, body) : {};
  const error = (name: string) => local[name] ?? serverFieldError(t, update.error, name);
  const dirty = !saved && JSON.stringify(values) !== JSON.stringify(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(checkFields(t, ZUpdateHomeLegal, body)).length > 0) return;
    update.mutate(
      { key: legal.key, body },
      {
        onSuccess: () => {
          setSaved(true);
          setLeaveTo(listPath('legal'));
        },
      },
    );
  };
  const pair = (name: 'title' | 'body') => {
    const Input = name === 'body' ? Textarea : TextInput;
    const extra = name === 'body' ? { autosize: true, minRows: 12, maxRows: 30 } : {};
    const label = t(`homePage.legal.${name}`);
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Input
          label={t('homePage.inEnglish', { label })}
          required
          value={values[name].en}
          onChange={(e) => {
            const en = e.currentTarget.value;
            setValues((v) => ({ ...v, [name]: { ...v[name], en } }));
          }}
          error={error(`${name}.en`) ?? error(name)}
          {...extra}
        />
        <Input
          label={t('homePage.inFrench', { label })}
          lang="fr"
          required
          value={values[name].fr}
          onChange={(e) => {
            const fr = e.currentTarget.value;
            setValues((v) => ({ ...v, [name]: { ...v[name], fr } }));
          }}
          error={error(`${name}.fr`) ?? error(name)}
          {...extra}
        />
      </SimpleGrid>
    );
  };
  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {conflict && (
            <Alert color="orange" title={t('homePage.conflict.title')} role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('This record was changed by someone else. Please reload and try again.')}</Text>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => {
                    setConflict(false);
                    setSaved(true);
                    onReload();
                  }}
                >
                  {t('homePage.conflict.reload')}
                </Button>
              </Stack>
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {t('homePage.legal.hint')}
          </Text>
          {pair('title')}
          {pair('body')}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate(listPath('legal'))}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={conflict}>
              {t('homePage.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <UnsavedChangesGuard dirty={dirty} count={1} />
    </Paper>
  );
}
