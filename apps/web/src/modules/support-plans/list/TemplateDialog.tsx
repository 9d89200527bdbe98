/**
 * Adding, editing or reading a support plan template: its name, the parts a plan has besides its home part, the
 * home part's information fields and the team roles (items of the `support-plan-information` and
 * `support-team-role` lists at the template's level, kept in the lists' order), the review cadence and the PDF
 * wording in both languages. Checked with the server's contract before sending; a stale version shows the
 * usual "changed by someone else" alert with a reload.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PLAN_MSG, PLAN_NAME_MAX, PLAN_WORDING_MAX, REVIEW_MONTHS_MAX, ZUpdatePlanTemplate } from '@ss/domain/contracts/support-plans';
import type { Language, TConfigItem, TPlanTemplate } from '@ss/domain';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { DialogActions } from '../../../ui/DialogActions.tsx';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { schemaFieldErrors } from '../../../ui/schema-errors.ts';
import type { ConfigLevel } from '../../config/api.ts';
import type { PlansWhere, TemplateFields } from './api.ts';
import { useCreateTemplate, usePlanConfigList, useUpdateTemplate } from './hooks.ts';

export const PARTS = ['specialized_assessment', 'goal_planning', 'transition_planning'] as const;

interface Props {
  where: PlansWhere;
  /** The template being edited or read; none when adding. */
  template?: TPlanTemplate;
  onClose: () => void;
  /** Reads the template again after a stale save (the dialog then starts again from it). */
  onReload: () => void;
}

const label = (item: Pick<TConfigItem, 'label_en' | 'label_fr'>, lang: Language) => (lang === 'fr' ? item.label_fr || item.label_en : item.label_en || item.label_fr);

/** The list's active items in order, with the keys the template holds whose items have since gone (kept, marked). */
function choices(items: TConfigItem[], held: number[], lang: Language, gone: (text: string) => string) {
  const active = items.filter((i) => i.active).map((i) => ({ key: i.key, text: label(i, lang) }));
  const missing = held
    .filter((k) => !active.some((a) => a.key === k))
    .map((k) => {
      const item = items.find((i) => i.key === k);
      return { key: k, text: gone(item ? label(item, lang) : `#${k}`) };
    });
  return [...active, ...missing];
}

/** Chosen keys in the list's order (held keys no longer listed last). */
const inListOrder = (keys: number[], items: TConfigItem[]) => {
  const at = (k: number) => {
    const i = items.findIndex((item) => item.key === k);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  return [...keys].sort((a, b) => at(a) - at(b));
};

export function TemplateDialog({ where, template, onClose, onReload }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const readOnly = template !== undefined && !template.abilities.update;
  const [name, setName] = useState(template?.name ?? '');
  const [parts, setParts] = useState<Record<(typeof PARTS)[number], boolean>>({
    specialized_assessment: template?.specialized_assessment ?? true,
    goal_planning: template?.goal_planning ?? true,
    transition_planning: template?.transition_planning ?? false,
  });
  const [information, setInformation] = useState<number[]>(template?.information_keys ?? []);
  const [roles, setRoles] = useState<number[]>(template?.team_role_keys ?? []);
  const [months, setMonths] = useState<number | string>(template?.review_months ?? 3);
  const [wordingEn, setWordingEn] = useState(template?.pdf_wording_en ?? '');
  const [wordingFr, setWordingFr] = useState(template?.pdf_wording_fr ?? '');
  const [checked, setChecked] = useState(false);
  const [conflict, setConflict] = useState(false);
  const create = useCreateTemplate(where);
  const update = useUpdateTemplate(template?.id ?? 0, () => setConflict(true));
  const mutation = template ? update : create;

  const atSchool = template ? template.school_id !== null : where.school !== undefined;
  const level: ConfigLevel = template
    ? template.school_id !== null
      ? { schoolId: template.school_id }
      : { districtId: template.district_id }
    : where.school !== undefined
      ? { schoolId: where.school }
      : { districtId: where.district };
  const infoList = usePlanConfigList('support-plan-information', level);
  const roleList = usePlanConfigList('support-team-role', level);

  const fields: TemplateFields = {
    name,
    ...parts,
    information_keys: inListOrder(information, infoList.data?.items ?? []),
    team_role_keys: inListOrder(roles, roleList.data?.items ?? []),
    review_months: typeof months === 'number' ? months : Number.NaN,
    pdf_wording_en: wordingEn,
    pdf_wording_fr: wordingFr,
  };
  const parsed = ZUpdatePlanTemplate.safeParse({ version: template?.version ?? 1, ...fields });
  const errors = checked && !parsed.success ? schemaFieldErrors(t, parsed.error.issues, Object.values(PLAN_MSG)) : {};
  const err = (field: string) => errors[field] ?? serverFieldError(t, mutation.error, field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!parsed.success || readOnly) return;
    const { version: _v, ...body } = parsed.data;
    const saved = body as TemplateFields;
    if (template) update.mutate({ ...saved, version: template.version }, { onSuccess: onClose });
    else create.mutate(saved, { onSuccess: onClose });
  };

  const keyGroup = (kind: 'information' | 'roles') => {
    const query = kind === 'information' ? infoList : roleList;
    const value = kind === 'information' ? information : roles;
    const set = kind === 'information' ? setInformation : setRoles;
    const field = kind === 'information' ? 'information_keys' : 'team_role_keys';
    if (query.isPending) return <LoadingState lines={3} />;
    const options = choices(query.data?.items ?? [], value, lang, (text) => t('plans.form.inactiveItem', { label: text }));
    return (
      <Checkbox.Group
        label={t(kind === 'information' ? 'plans.form.information' : 'plans.form.roles')}
        description={t(kind === 'information' ? 'plans.form.informationHint' : 'plans.form.rolesHint')}
        value={value.map(String)}
        onChange={(v) => set(v.map(Number))}
        error={err(field)}
      >
        <Stack gap={6} mt="xs">
          {options.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('plans.form.noItems')}
            </Text>
          )}
          {options.map((o) => (
            <Checkbox key={o.key} value={String(o.key)} label={o.text} disabled={readOnly} />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  };

  const title = t(!template ? 'plans.form.addTitle' : readOnly ? 'plans.form.viewTitle' : 'plans.form.editTitle');
  return (
    <Modal opened onClose={onClose} title={title} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {conflict && (
            <Alert color="orange" title={t('plans.conflict.title')} role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('plans.conflict.body')}</Text>
                <Button size="xs" variant="light" onClick={onReload}>
                  {t('plans.conflict.reload')}
                </Button>
              </Stack>
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {t(atSchool ? 'plans.form.scopeSchool' : 'plans.form.scopeDistrict')}
          </Text>
          <TextInput
            label={t('plans.form.name')}
            required
            maxLength={PLAN_NAME_MAX + 50}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={err('name')}
            readOnly={readOnly}
            data-autofocus
          />
          <Switch.Group
            label={t('plans.form.parts')}
            description={t('plans.form.partsHint')}
            value={PARTS.filter((part) => parts[part])}
            onChange={(on) =>
              setParts({
                specialized_assessment: on.includes('specialized_assessment'),
                goal_planning: on.includes('goal_planning'),
                transition_planning: on.includes('transition_planning'),
              })
            }
          >
            <Stack gap={6} mt="xs">
              {PARTS.map((part) => (
                <Switch key={part} value={part} label={t(`plans.form.part.${part}`)} disabled={readOnly} />
              ))}
            </Stack>
          </Switch.Group>
          {keyGroup('information')}
          {keyGroup('roles')}
          <NumberInput
            label={t('plans.form.reviewMonths')}
            description={t('plans.form.reviewMonthsHint')}
            required
            min={1}
            max={REVIEW_MONTHS_MAX}
            allowDecimal={false}
            allowNegative={false}
            value={months}
            onChange={setMonths}
            error={err('review_months')}
            readOnly={readOnly}
            styles={{ wrapper: { maxWidth: 160 } }}
          />
          <Textarea
            label={t('plans.form.wordingEn')}
            description={t('plans.form.wordingHint')}
            autosize
            minRows={3}
            maxLength={PLAN_WORDING_MAX + 100}
            value={wordingEn}
            onChange={(e) => setWordingEn(e.currentTarget.value)}
            error={err('pdf_wording_en')}
            readOnly={readOnly}
            lang="en"
          />
          <Textarea
            label={t('plans.form.wordingFr')}
            description={t('plans.form.wordingHint')}
            autosize
            minRows={3}
            maxLength={PLAN_WORDING_MAX + 100}
            value={wordingFr}
            onChange={(e) => setWordingFr(e.currentTarget.value)}
            error={err('pdf_wording_fr')}
            readOnly={readOnly}
            lang="fr"
          />
          {readOnly ? (
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common.close')}
              </Button>
            </Group>
          ) : (
            <DialogActions onCancel={onClose} label={t(template ? 'plans.form.save' : 'plans.form.create')} loading={mutation.isPending} disabled={conflict} />
          )}
        </Stack>
      </form>
    </Modal>
  );
}
