/**
 * Add or edit one item of the sign-in page: each text in English and French side by side, the status (draft or
 * published), the image with its alt texts. Checked with the contract before sending, the server's messages shown on
 * their fields; a stale version says so with a reload; leaving with unsaved changes asks first.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  HOME_LINK_KINDS,
  HOME_PAGE_MSG,
  ZCreateHomeLink,
  ZCreateHomePartner,
  ZCreateHomeSlide,
  ZCreateHomeTestimonial,
  ZCreateHomeVideo,
  type HomeCollection,
  type TLocalized,
} from '@ss/domain';
import { serverFieldError } from '../../lib/form-errors.ts';
import { checkFields } from '../../ui/schema-errors.ts';
import { UnsavedChangesGuard } from '../../ui/UnsavedChangesGuard.tsx';
import type { HomeItem } from './api.ts';
import { bodyOf, FORMS, fieldNames, listPath, type FieldDef, type FormValues, type ImageValue } from './form.ts';
import { useCreateHomeItem, useUpdateHomeItem } from './hooks.ts';
import { ImageField } from './ImageField.tsx';

const SCHEMAS = { slides: ZCreateHomeSlide, testimonials: ZCreateHomeTestimonial, partners: ZCreateHomePartner, links: ZCreateHomeLink, video: ZCreateHomeVideo };
const KNOWN = Object.values(HOME_PAGE_MSG);
/** Fields with a line of help under them. */
const HINTS = new Set(['slides.link_url', 'partners.link_url', 'links.url', 'video.url', 'testimonials.person_name']);

interface Props {
  collection: HomeCollection;
  initial: FormValues;
  /** The item edited (its id and version), or none for a new one. */
  item?: HomeItem;
  /** Reads the item again (after a stale save). */
  onReload?: () => void;
}

export function HomeItemForm({ collection, initial, item, onReload }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const names = useMemo(() => fieldNames(collection), [collection]);
  const [values, setValues] = useState<FormValues>(initial);
  const [checked, setChecked] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [saved, setSaved] = useState(false);
  // Leaves once the saved state is drawn, so the unsaved-changes guard no longer holds the page.
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  useEffect(() => {
    if (leaveTo) void navigate(leaveTo);
  }, [leaveTo, navigate]);
  const create = useCreateHomeItem(collection, names);
  const update = useUpdateHomeItem(collection, names, () => setConflict(true));
  const mutation = item ? update : create;
  const spec = FORMS[collection];
  const body = bodyOf(collection, values);
  const local = checked ? checkFields(t, SCHEMAS[collection], body, KNOWN) : {};
  const errors: Record<string, string | null | undefined> = Object.fromEntries(names.map((name) => [name, local[name] ?? serverFieldError(t, mutation.error, name)]));
  const dirty = !saved && JSON.stringify(values) !== JSON.stringify(initial);
  const set = (name: string, value: string | TLocalized | ImageValue | null) => setValues((v) => ({ ...v, fields: { ...v.fields, [name]: value } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(checkFields(t, SCHEMAS[collection], body, KNOWN)).length > 0) return;
    const done = {
      onSuccess: () => {
        setSaved(true);
        setLeaveTo(listPath(collection));
      },
    };
    if (item) update.mutate({ id: item.id, body: { ...body, version: item.version } }, done);
    else create.mutate(body, done);
  };

  const field = (def: FieldDef) => {
    const value = values.fields[def.name];
    const label = t(`homePage.field.${def.name}`);
    if (def.kind === 'localized' || def.kind === 'longLocalized') {
      const text = value as TLocalized;
      const Input = def.kind === 'longLocalized' ? Textarea : TextInput;
      const extra = def.kind === 'longLocalized' ? { autosize: true, minRows: 3 } : {};
      return (
        <SimpleGrid key={def.name} cols={{ base: 1, sm: 2 }}>
          <Input
            label={t('homePage.inEnglish', { label })}
            required
            value={text.en}
            onChange={(e) => set(def.name, { ...text, en: e.currentTarget.value })}
            error={errors[`${def.name}.en`] ?? errors[def.name]}
            {...extra}
          />
          <Input
            label={t('homePage.inFrench', { label })}
            lang="fr"
            required
            value={text.fr}
            onChange={(e) => set(def.name, { ...text, fr: e.currentTarget.value })}
            error={errors[`${def.name}.fr`] ?? errors[def.name]}
            {...extra}
          />
        </SimpleGrid>
      );
    }
    if (def.kind === 'linkKind') {
      return (
        <Select
          key={def.name}
          label={label}
          required
          allowDeselect={false}
          data={HOME_LINK_KINDS.map((kind) => ({ value: kind, label: t(`homePage.kind.${kind}`) }))}
          value={value as string}
          onChange={(kind) => kind && set(def.name, kind)}
          error={errors[def.name]}
        />
      );
    }
    const optional = def.kind === 'optionalUrl' || def.name === 'person_name' || def.name === 'school_name';
    return (
      <TextInput
        key={def.name}
        label={label}
        description={HINTS.has(`${collection}.${def.name}`) ? t(`homePage.hint.${collection}.${def.name}`) : undefined}
        required={!optional}
        type={def.kind === 'text' ? 'text' : 'url'}
        value={value as string}
        onChange={(e) => set(def.name, e.currentTarget.value)}
        error={errors[def.name]}
      />
    );
  };

  return (
    <Paper withBorder p="lg" radius="md" maw={960}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {conflict && (
            <Alert color="orange" title={t('homePage.conflict.title')} role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('This record was changed by someone else. Please reload and try again.')}</Text>
                {onReload && (
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
                )}
              </Stack>
            </Alert>
          )}
          <Select
            label={t('homePage.field.status')}
            required
            allowDeselect={false}
            data={[
              { value: 'draft', label: t('homePage.status.draft') },
              { value: 'published', label: t('homePage.status.published') },
            ]}
            value={values.status}
            onChange={(status) => status && setValues((v) => ({ ...v, status: status as FormValues['status'] }))}
            error={errors.status}
            maw={320}
          />
          {spec.fields.map(field)}
          {spec.image && (
            <ImageField
              name={spec.image.name}
              purpose={spec.image.purpose}
              value={values.fields[spec.image.name] as ImageValue | null}
              onChange={(image) => set(spec.image!.name, image)}
              errors={errors}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate(listPath(collection))}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending} disabled={conflict}>
              {t(item ? 'homePage.save' : 'homePage.create')}
            </Button>
          </Group>
        </Stack>
      </form>
      <UnsavedChangesGuard dirty={dirty} count={1} />
    </Paper>
  );
}
