/**
 * Contracts of the configuration hierarchy (issue 4, sections 1 and 4): configurable lists at
 * the system, district and school levels, student data definitions, school card options and logo.
 * Kind-specific rules of list items live in `configItemErrors`, shared by the server and the forms.
 */
import { z } from 'zod';
import {
  CONFIG_LIST_KINDS,
  RESOURCE_DATA_TYPES,
  STUDENT_CARD_DISPLAYS,
  STUDENT_CARD_NAME_FORMATS,
  STUDENT_CARD_ORGANISATIONS,
  STUDENT_DATA_RESULT_TYPES,
  type ConfigListKind,
} from '../enums.ts';
import { MSG, zId, zIdValue, zInt, zText, zTimeZone } from '../validation.ts';
import { CARD_ICON_NAMES, type CardIconName } from '../card-icon-names.ts';

export { CARD_ICON_NAMES, type CardIconName };

export const MAX_CONFIG_ITEMS = 100;
export const CONFIG_MSG = {
  conflict: 'config.error.conflict',
  resetInUse: 'config.error.resetInUse',
  unknownItem: 'config.error.unknownItem',
  notEditableHere: 'config.error.notEditableHere',
} as const;

export const isConfigListKind = (v: string): v is ConfigListKind => (CONFIG_LIST_KINDS as readonly string[]).includes(v);

const zIdQuery = zId;

/** The level of a request: nothing = system, `district=` or `school=`. */
export const ZConfigLevelQuery = z.object({ district: zIdQuery().optional(), school: zIdQuery().optional() }).strict();
export type TConfigLevelQuery = z.infer<typeof ZConfigLevelQuery>;
export const ZConfigKindParams = z.object({ kind: z.string() }).strict();

export const ZConfigItem = z.object({
  id: z.number().int(),
  /** The item's lineage key (the root of the copies it descends from; its own id at the root): what supports name (issue 11). */
  key: z.number().int(),
  position: z.number().int(),
  code: z.string().nullable(),
  label_en: z.string(),
  label_fr: z.string(),
  color: z.string().nullable(),
  icon: z.string().nullable(),
  url: z.string().nullable(),
  active: z.boolean(),
  in_use: z.boolean(),
});
export type TConfigItem = z.infer<typeof ZConfigItem>;

export const CONFIG_LEVELS = ['system', 'district', 'school'] as const;
export type ConfigLevelName = (typeof CONFIG_LEVELS)[number];

export const ZConfigList = z.object({
  kind: z.enum(CONFIG_LIST_KINDS),
  level_requested: z.enum(CONFIG_LEVELS),
  inherited_from: z.enum(CONFIG_LEVELS),
  /** The version of this level's own list; 0 while it inherits (a first save creates it). */
  version: z.number().int(),
  /** Whether this level may have a list of this kind at all (spec section 2). */
  editable_here: z.boolean(),
  items: z.array(ZConfigItem),
  abilities: z.object({ update: z.boolean(), reset: z.boolean() }),
});
export type TConfigList = z.infer<typeof ZConfigList>;

const zOptText = () => z.string().trim().max(2000, MSG.maxLength).nullable().optional();

export const ZConfigItemInput = z
  .object({
    id: zIdValue().optional(),
    code: zOptText(),
    label_en: zText(200),
    label_fr: zText(200),
    color: zOptText(),
    icon: zOptText(),
    url: zOptText(),
    active: z.boolean().default(true),
  })
  .strict();
export type TConfigItemInput = z.infer<typeof ZConfigItemInput>;

export const ZPutConfigList = z
  .object({
    district_id: zIdValue().optional(),
    school_id: zIdValue().optional(),
    version: zInt().min(0),
    items: z.array(ZConfigItemInput).max(MAX_CONFIG_ITEMS, MSG.max),
  })
  .strict();
export type TPutConfigList = z.infer<typeof ZPutConfigList>;

const HEX = /^#[0-9a-fA-F]{6}$/;
export const isHexColor = (v: string | null | undefined) => !!v && HEX.test(v);
export function isHttpUrl(v: string | null | undefined): boolean {
  if (!v) return false;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
}

/** What each kind of list needs beyond labels (colour, icon, code, address). */
export const KIND_FIELDS: Record<ConfigListKind, ('color' | 'icon' | 'code' | 'url')[]> = {
  'student-support-focus-areas': [],
  'student-entry-levels': [],
  'student-support-tiers': ['color'],
  'student-card-icons': ['icon'],
  grades: ['code'],
  'support-links': ['url'],
  'student-profile-textboxes': [],
  'student-programming-notes': [],
  'meeting-descriptors': [],
  'support-team-role': [],
  'support-plan-information': [],
  'district-meeting-descriptors': [],
  'school-textboxes': [],
};

/** Kind-specific errors of a whole list, keyed `items.<index>.<field>` (empty: valid). */
/** A coded list's code (spec section 2): up to 20 characters. */
export const CONFIG_CODE_MAX = 20;

export function configItemErrors(kind: ConfigListKind, items: Pick<TConfigItemInput, 'code' | 'color' | 'icon' | 'url'>[]): Record<string, { message: string }> {
  const out: Record<string, { message: string }> = {};
  const need = KIND_FIELDS[kind];
  const codes = new Map<string, number>();
  items.forEach((item, i) => {
    const at = (f: string, message: string) => (out[`items.${i}.${f}`] = { message });
    if (need.includes('color')) {
      if (!item.color) at('color', MSG.required);
      else if (!isHexColor(item.color)) at('color', MSG.invalidValue);
    }
    if (need.includes('icon')) {
      if (!item.icon) at('icon', MSG.required);
      else if (!(CARD_ICON_NAMES as readonly string[]).includes(item.icon)) at('icon', MSG.invalidValue);
    }
    if (need.includes('url')) {
      if (!item.url) at('url', MSG.required);
      else if (!isHttpUrl(item.url)) at('url', 'Invalid url');
    }
    if (need.includes('code')) {
      const code = item.code?.trim();
      if (!code) at('code', MSG.required);
      else if (code.length > CONFIG_CODE_MAX) at('code', MSG.maxLength);
      else if (codes.has(code.toLowerCase())) at('code', MSG.notUnique);
      else codes.set(code.toLowerCase(), i);
    }
  });
  return out;
}

export const ZConfigLevelBody = z.object({ district_id: zIdValue().optional(), school_id: zIdValue().optional() }).strict();

// Student data definitions ----------------------------------------------------

export const ZDataOption = z.object({ label: zText(120), color: z.string().regex(HEX, MSG.invalidValue) }).strict();

const enumError = { error: (iss: { input?: unknown }) => (iss.input === undefined ? MSG.required : MSG.invalidValue) };

const definitionFields = {
  name: zText(120),
  result_type: z.enum(STUDENT_DATA_RESULT_TYPES, enumError),
  options: z.array(ZDataOption).max(50, MSG.max).default([]),
  min_value: zInt(MSG.onlyNumbers).nullable().default(null),
  max_value: zInt(MSG.onlyNumbers).nullable().default(null),
  data_type: z.enum(RESOURCE_DATA_TYPES, enumError),
  months: z.array(z.number().int().min(0, MSG.min).max(11, MSG.max)).max(12, MSG.max).default([]),
  labels: z.array(zText(60)).max(50, MSG.max).default([]),
  active: z.boolean().default(true),
};

type DefinitionShape = {
  result_type: string;
  options: { label: string }[];
  min_value: number | null;
  max_value: number | null;
  data_type: string;
  months: number[];
  labels: string[];
};

/** Rules across fields of a definition, keyed by field (empty: valid). */
export function definitionErrors(d: DefinitionShape): Record<string, { message: string; params?: Record<string, number> }> {
  const out: Record<string, { message: string; params?: Record<string, number> }> = {};
  if (d.result_type === 'dropdown') {
    if (d.options.length === 0) out.options = { message: MSG.required };
    const seen = new Set<string>();
    d.options.forEach((o, i) => {
      const key = o.label.trim().toLowerCase();
      if (seen.has(key)) out[`options.${i}.label`] = { message: MSG.notUnique };
      seen.add(key);
    });
  }
  if (d.result_type === 'manual' && d.min_value !== null && d.max_value !== null && d.min_value > d.max_value) {
    out.min_value = { message: MSG.max, params: { max: d.max_value } };
  }
  if (d.data_type === 'month' && d.months.length === 0) out.months = { message: MSG.required };
  if (d.data_type === 'label' && d.labels.length === 0) out.labels = { message: MSG.required };
  if (new Set(d.months).size !== d.months.length) out.months = { message: MSG.notUnique };
  if (new Set(d.labels.map((l) => l.toLowerCase())).size !== d.labels.length) out.labels = { message: MSG.notUnique };
  return out;
}

export const ZCreateDataDefinition = z.object({ district_id: zIdValue().optional(), school_id: zIdValue().optional(), ...definitionFields }).strict();
export type TCreateDataDefinition = z.infer<typeof ZCreateDataDefinition>;

export const ZUpdateDataDefinition = z
  .object({
    version: zInt(),
    name: definitionFields.name.optional(),
    result_type: definitionFields.result_type.optional(),
    options: z.array(ZDataOption).max(50, MSG.max).optional(),
    min_value: zInt(MSG.onlyNumbers).nullable().optional(),
    max_value: zInt(MSG.onlyNumbers).nullable().optional(),
    data_type: definitionFields.data_type.optional(),
    months: z.array(z.number().int().min(0, MSG.min).max(11, MSG.max)).max(12, MSG.max).optional(),
    labels: z.array(zText(60)).max(50, MSG.max).optional(),
    active: z.boolean().optional(),
  })
  .strict();
export type TUpdateDataDefinition = z.infer<typeof ZUpdateDataDefinition>;

export const ZDataDefinition = z.object({
  id: z.number().int(),
  district_id: z.number().int(),
  school_id: z.number().int().nullable(),
  /** district: defined by the district; school: an addition of this school. */
  origin: z.enum(['district', 'school']),
  name: z.string(),
  result_type: z.enum(STUDENT_DATA_RESULT_TYPES),
  options: z.array(z.object({ label: z.string(), color: z.string() })),
  min_value: z.number().int().nullable(),
  max_value: z.number().int().nullable(),
  data_type: z.enum(RESOURCE_DATA_TYPES),
  months: z.array(z.number().int()),
  labels: z.array(z.string()),
  position: z.number().int(),
  active: z.boolean(),
  version: z.number().int(),
  abilities: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type TDataDefinition = z.infer<typeof ZDataDefinition>;

export const ZDataDefinitionList = z.object({
  results: z.array(ZDataDefinition),
  abilities: z.object({ create: z.boolean() }),
});
export type TDataDefinitionList = z.infer<typeof ZDataDefinitionList>;

export const ZDataDefinitionDeleted = z.object({ deleted: z.boolean(), deactivated: z.boolean() });

// School options and logo -----------------------------------------------------

export const ZSchoolOptions = z.object({
  school_id: z.number().int(),
  card_display: z.enum(STUDENT_CARD_DISPLAYS),
  card_name_format: z.enum(STUDENT_CARD_NAME_FORMATS),
  card_organisation: z.enum(STUDENT_CARD_ORGANISATIONS),
  has_logo: z.boolean(),
  /** The school's own time zone, null when it follows its district's (`district_time_zone`). */
  time_zone: z.string().nullable(),
  district_time_zone: z.string(),
  abilities: z.object({ update: z.boolean() }),
});
export type TSchoolOptions = z.infer<typeof ZSchoolOptions>;

export const ZUpdateSchoolOptions = z
  .object({
    card_display: z.enum(STUDENT_CARD_DISPLAYS, { error: MSG.invalidValue }).optional(),
    card_name_format: z.enum(STUDENT_CARD_NAME_FORMATS, { error: MSG.invalidValue }).optional(),
    card_organisation: z.enum(STUDENT_CARD_ORGANISATIONS, { error: MSG.invalidValue }).optional(),
    /** An IANA zone of its own, or null to follow the district's. */
    time_zone: zTimeZone().nullable().optional(),
  })
  .strict();
export type TUpdateSchoolOptions = z.infer<typeof ZUpdateSchoolOptions>;
