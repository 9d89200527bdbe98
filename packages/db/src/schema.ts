/**
 * The database schema (Drizzle). Table and column names follow the spec (snake_case).
 * Tenancy: districts → schools; people hold memberships in both. Every query on
 * tenant data goes through apps/server/src/repositories, scoped by the actor.
 */
import { sql } from 'drizzle-orm';
import { STUDENT_CARD_DISPLAYS, STUDENT_CARD_NAME_FORMATS, STUDENT_CARD_ORGANISATIONS } from '@ss/domain/enums';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const districts = pgTable(
  'districts',
  {
    id: id(),
    name: text('name').notNull(),
    francophone: boolean('francophone').notNull().default(false),
    support_email: text('support_email'),
    suspended_at: timestamp('suspended_at', { withTimezone: true }),
    /** Archived students are deleted this many days after their archive date; null: never (switched off). */
    archive_auto_delete_days: integer('archive_auto_delete_days'),
    /** Years the records of graduated and archived students are kept before the retention run removes them; null: never (issue 24). */
    retention_years: integer('retention_years'),
    /** IANA zone meeting times are entered, shown and e-mailed in (a school may override it). */
    time_zone: text('time_zone').notNull().default('America/Toronto'),
    /** Month (1–12) the district's school year starts on its first day (packages/domain school-year.ts; August by default). */
    school_year_start_month: integer('school_year_start_month').notNull().default(8),
    /** Days between a team's meetings the district expects at most: the meetings report compares each team's longest gap with it. */
    meeting_cadence_days: integer('meeting_cadence_days').notNull().default(42),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('districts_school_year_start_month_check', sql`${t.school_year_start_month} between 1 and 12`),
    check('districts_meeting_cadence_days_check', sql`${t.meeting_cadence_days} between 7 and 180`),
    check('districts_retention_years_check', sql`${t.retention_years} is null or ${t.retention_years} between 1 and 50`),
  ],
);

export const schools = pgTable(
  'schools',
  {
    id: id(),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: ['good', 'payment_pending', 'account_suspended'] })
      .notNull()
      .default('good'),
    /** When the school was suspended; set exactly when status is account_suspended. */
    suspended_at: timestamp('suspended_at', { withTimezone: true }),
    support_plan_enabled: boolean('support_plan_enabled').notNull().default(true),
    /** School options: how student cards look (spec section 3 enumerations). */
    card_display: text('card_display', { enum: STUDENT_CARD_DISPLAYS }).notNull().default('name'),
    card_name_format: text('card_name_format', { enum: STUDENT_CARD_NAME_FORMATS }).notNull().default('first_name_last_name'),
    card_organisation: text('card_organisation', { enum: STUDENT_CARD_ORGANISATIONS }).notNull().default('last_name'),
    /** The school's own IANA zone when it differs from its district's (null: the district's). */
    time_zone: text('time_zone'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('schools_district_idx').on(t.district_id),
    check('schools_status_check', sql`${t.status} in ('good', 'payment_pending', 'account_suspended')`),
    check('schools_suspended_consistent', sql`(${t.status} = 'account_suspended') = (${t.suspended_at} is not null)`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased; unique across the whole system. */
    email: text('email').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    /** argon2id PHC string; null until the user sets a password (invitation). */
    password_hash: text('password_hash'),
    is_super: boolean('is_super').notNull().default(false),
    district_level: boolean('district_level').notNull().default(false),
    deactivated_at: timestamp('deactivated_at', { withTimezone: true }),
    /** The user agreement version last agreed to, and when. */
    agreed_version: integer('agreed_version'),
    agreed_at: timestamp('agreed_at', { withTimezone: true }),
    password_changed_at: timestamp('password_changed_at', { withTimezone: true }),
    last_sign_in_at: timestamp('last_sign_in_at', { withTimezone: true }),
    /** OneRoster sourcedId of a teacher created or matched by a SIS sync. */
    sis_sourced_id: text('sis_sourced_id'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), check('users_email_lower', sql`${t.email} = lower(${t.email})`)],
);

export const districtMemberships = pgTable(
  'district_memberships',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    user_type: text('user_type', {
      enum: ['district_admin', 'district_leader', 'district_staff', 'school_admin', 'school_leader', 'school_teacher', 'school_staff'],
    }).notNull(),
    is_liaison: boolean('is_liaison').notNull().default(false),
    can_add_edit_schools: boolean('can_add_edit_schools').notNull().default(false),
    can_add_edit_staff: boolean('can_add_edit_staff').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('district_memberships_user_district').on(t.user_id, t.district_id), index('district_memberships_district_idx').on(t.district_id)],
);

export const schoolMemberships = pgTable(
  'school_memberships',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    school_id: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    user_type: text('user_type', { enum: ['school_admin', 'school_leader', 'school_teacher', 'school_staff'] }).notNull(),
    support_plan_permission: text('support_plan_permission', {
      enum: ['no_select', 'ipp_cordinator', 'ipp_admin', 'ipp_teacher'],
    })
      .notNull()
      .default('no_select'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('school_memberships_user_school').on(t.user_id, t.school_id), index('school_memberships_school_idx').on(t.school_id)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the session token; the token itself is never stored. */
    id_hash: text('id_hash').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set while a super user simulates another user. */
    simulated_user_id: integer('simulated_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['staff', 'admin'] }).notNull(),
    created_at: createdAt(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    /** When this session last passed the second factor (issue 24, section 4); null: never. */
    mfa_at: timestamp('mfa_at', { withTimezone: true }),
    /** Password (or provider) proven, second factor not yet: `verify` (has a factor) or `enrol` (must enrol one). Such a session reaches only the /api/v1/mfa/ routes and sign-out. */
    mfa_pending: text('mfa_pending', { enum: ['verify', 'enrol'] }),
    /** The WebAuthn challenge this session was last issued (registration or sign-in), and until when it holds: `challenge|expiresMs`. */
    mfa_challenge: text('mfa_challenge'),
  },
  (t) => [index('sessions_user_idx').on(t.user_id), index('sessions_expires_idx').on(t.expires_at)],
);

/**
 * Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). No foreign keys:
 * the record must outlive the rows it speaks of.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    outcome: text('outcome', { enum: ['success', 'failure'] })
      .notNull()
      .default('success'),
    actor_user_id: integer('actor_user_id'),
    real_actor_user_id: integer('real_actor_user_id'),
    district_id: integer('district_id'),
    school_id: integer('school_id'),
    student_id: integer('student_id'),
    target_type: text('target_type'),
    target_id: text('target_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_events_occurred_idx').on(t.occurred_at),
    index('audit_events_action_idx').on(t.action, t.occurred_at),
    index('audit_events_district_idx').on(t.district_id, t.occurred_at),
  ],
);

/**
 * The access record's index (issue 24, section 3): which students each audited event concerned, ids
 * only. A read or a change of one student is one row (the event's student); a bulk read (a plans
 * page, an export, a report's listing) is one row per student it included. Keyed by student first,
 * so one student's record is a range of the primary key, newest event first. The event's time and
 * actor are copied in (a number and a time, no text), so the record's count, its person and date
 * filters and its list of people are read from this table alone, and the audit is joined by its
 * primary key for one page only (issue 24's 200 ms target: a hash join over the audit took 80 ms).
 * Only successful events are indexed. Append-only like the audit, and without foreign keys for the
 * same reason.
 */
export const auditEventStudents = pgTable(
  'audit_event_students',
  {
    student_id: integer('student_id').notNull(),
    event_id: bigint('event_id', { mode: 'number' }).notNull(),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull(),
    actor_user_id: integer('actor_user_id'),
  },
  (t) => [primaryKey({ columns: [t.student_id, t.event_id], name: 'audit_event_students_pk' })],
);

export const sentEmails = pgTable(
  'sent_emails',
  {
    id: id(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    /** Files sent with the message (a meeting invitation's .ics): `[{ filename, content_type, content }]`, content as text. */
    attachments: jsonb('attachments').$type<{ filename: string; content_type: string; content: string }[]>(),
    /** Extra headers of the message (a digest's List-Unsubscribe and List-Unsubscribe-Post, issue 23). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['queued', 'sent', 'stored', 'failed'] })
      .notNull()
      .default('queued'),
    transport: text('transport', { enum: ['smtp', 'database'] }),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    created_at: createdAt(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sent_emails_created_idx').on(t.created_at)],
);

/** Links to identity providers: once linked, only (issuer, subject) signs in, never the e-mail claim. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['google', 'microsoft'] }).notNull(),
    issuer: text('issuer').notNull(),
    /** Google: `sub`. Microsoft: `tid:oid` (stable across applications, unlike `sub`). */
    subject: text('subject').notNull(),
    email_at_link: text('email_at_link').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('user_identities_subject').on(t.provider, t.issuer, t.subject), uniqueIndex('user_identities_user_provider').on(t.user_id, t.provider)],
);

/** Single-use links for setting a password: "reset" (forgot password) and "invite" (first password). */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token sent by e-mail. */
    token_hash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ['reset', 'invite'] }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('password_tokens_hash').on(t.token_hash), index('password_tokens_user_idx').on(t.user_id)],
);

/** Versions of the user agreement; the highest published one is current. */
export const agreements = pgTable('agreements', {
  version: integer('version').primaryKey().generatedAlwaysAsIdentity(),
  body_en: text('body_en').notNull(),
  body_fr: text('body_fr').notNull(),
  published_by: integer('published_by'),
  published_at: createdAt(),
});

/** Districts connected to each other (spec: "connected districts"); stored once per pair, lower id first. */
export const districtConnections = pgTable(
  'district_connections',
  {
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    connected_district_id: integer('connected_district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('district_connections_pair').on(t.district_id, t.connected_district_id),
    check('district_connections_ordered', sql`${t.district_id} < ${t.connected_district_id}`),
  ],
);

/** Hits counted by the sign-in throttle, shared by every copy of the server. Old rows are swept. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    hit_at: timestamp('hit_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_bucket_idx').on(t.bucket, t.hit_at)],
);

/**
 * Nonces of provider sign-ins already used: an id_token signs in once, whichever copy of the
 * server receives it. A row is kept until the token could no longer be accepted anyway.
 */
export const usedOidcNonces = pgTable(
  'used_oidc_nonces',
  {
    /** SHA-256 (hex) of the token's `nonce` claim. */
    nonce_hash: text('nonce_hash').primaryKey(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_oidc_nonces_expires_idx').on(t.expires_at)],
);
