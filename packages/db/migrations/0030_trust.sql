CREATE TABLE "audit_event_students" (
	"student_id" integer NOT NULL,
	"event_id" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"actor_user_id" integer,
	CONSTRAINT "audit_event_students_pk" PRIMARY KEY("student_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "support_plan_guardian_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_plan_guardian_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"revision_id" integer NOT NULL,
	"guardian_name" text NOT NULL,
	"role_key" integer,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"used_at" timestamp with time zone,
	"outcome" text,
	"decline_comment" text,
	"signature_id" integer,
	CONSTRAINT "support_plan_guardian_requests_language_known" CHECK ("support_plan_guardian_requests"."language" in ('en', 'fr')),
	CONSTRAINT "support_plan_guardian_requests_outcome_known" CHECK ("support_plan_guardian_requests"."outcome" is null or ("support_plan_guardian_requests"."outcome" in ('signed', 'declined') and "support_plan_guardian_requests"."used_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retention_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"district_id" integer NOT NULL,
	"status" text NOT NULL,
	"years" integer NOT NULL,
	"cutoff" date NOT NULL,
	"student_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_runs_status_known" CHECK ("retention_runs"."status" in ('pending', 'done', 'superseded'))
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_factors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_factors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"totp_secret_enc" text,
	"last_step" bigint,
	"credential_id" text,
	"public_key" text,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "user_factors_shape" CHECK (("user_factors"."kind" = 'totp' and "user_factors"."totp_secret_enc" is not null) or ("user_factors"."kind" = 'webauthn' and "user_factors"."credential_id" is not null and "user_factors"."public_key" is not null))
);
--> statement-breakpoint
CREATE TABLE "district_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "district_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"district_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done_count" integer DEFAULT 0 NOT NULL,
	"student_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"file_id" integer,
	"file_name" text,
	"size" integer,
	"run_token" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "district_exports_status_known" CHECK ("district_exports"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "support_plan_signatures" DROP CONSTRAINT "support_plan_signatures_method_known";--> statement-breakpoint
ALTER TABLE "support_plan_signatures" DROP CONSTRAINT "support_plan_signatures_method_data";--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "retention_years" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "mfa_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "mfa_pending" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "mfa_challenge" text;--> statement-breakpoint
ALTER TABLE "student_profile_values" ADD COLUMN "restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profile_values" ADD COLUMN "restricted_by" integer;--> statement-breakpoint
ALTER TABLE "student_profile_values" ADD COLUMN "restricted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_profile_values" ADD COLUMN "restricted_people" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_note_sections" ADD COLUMN "restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_note_sections" ADD COLUMN "restricted_by" integer;--> statement-breakpoint
ALTER TABLE "meeting_note_sections" ADD COLUMN "restricted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meeting_note_sections" ADD COLUMN "restricted_people" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "student_supports" ADD COLUMN "restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "student_supports" ADD COLUMN "restricted_by" integer;--> statement-breakpoint
ALTER TABLE "student_supports" ADD COLUMN "restricted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_supports" ADD COLUMN "restricted_people" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "support_plan_guardian_requests" ADD CONSTRAINT "support_plan_guardian_requests_plan_id_support_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."support_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_plan_guardian_requests" ADD CONSTRAINT "support_plan_guardian_requests_revision_id_support_plan_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."support_plan_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_plan_guardian_requests" ADD CONSTRAINT "support_plan_guardian_requests_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_plan_guardian_requests" ADD CONSTRAINT "support_plan_guardian_requests_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_plan_guardian_requests" ADD CONSTRAINT "support_plan_guardian_requests_signature_id_support_plan_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."support_plan_signatures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_runs" ADD CONSTRAINT "retention_runs_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_runs" ADD CONSTRAINT "retention_runs_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_factors" ADD CONSTRAINT "user_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_exports" ADD CONSTRAINT "district_exports_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_exports" ADD CONSTRAINT "district_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "district_exports" ADD CONSTRAINT "district_exports_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_plan_guardian_requests_token_idx" ON "support_plan_guardian_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "support_plan_guardian_requests_plan_idx" ON "support_plan_guardian_requests" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "retention_runs_district_idx" ON "retention_runs" USING btree ("district_id","created_at");--> statement-breakpoint
CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_hash_idx" ON "recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
CREATE INDEX "user_factors_user_idx" ON "user_factors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_factors_credential_idx" ON "user_factors" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "district_exports_district_idx" ON "district_exports" USING btree ("district_id","created_at");--> statement-breakpoint
CREATE INDEX "district_exports_expiry_idx" ON "district_exports" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "student_profile_values" ADD CONSTRAINT "student_profile_values_restricted_by_users_id_fk" FOREIGN KEY ("restricted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_note_sections" ADD CONSTRAINT "meeting_note_sections_restricted_by_users_id_fk" FOREIGN KEY ("restricted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_supports" ADD CONSTRAINT "student_supports_restricted_by_users_id_fk" FOREIGN KEY ("restricted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_retention_years_check" CHECK ("districts"."retention_years" is null or "districts"."retention_years" between 1 and 50);--> statement-breakpoint
ALTER TABLE "support_plan_signatures" ADD CONSTRAINT "support_plan_signatures_method_known" CHECK ("support_plan_signatures"."method" in ('typed', 'drawn', 'paper', 'guardian'));--> statement-breakpoint
ALTER TABLE "support_plan_signatures" ADD CONSTRAINT "support_plan_signatures_method_data" CHECK (("support_plan_signatures"."method" = 'typed' and "support_plan_signatures"."typed_name" is not null and "support_plan_signatures"."drawing" is null) or ("support_plan_signatures"."method" = 'drawn' and "support_plan_signatures"."drawing" is not null) or ("support_plan_signatures"."method" = 'paper' and "support_plan_signatures"."typed_name" is null and "support_plan_signatures"."drawing" is null and "support_plan_signatures"."signer_id" is null) or ("support_plan_signatures"."method" = 'guardian' and "support_plan_signatures"."typed_name" is not null and "support_plan_signatures"."drawing" is null and "support_plan_signatures"."signer_id" is null));--> statement-breakpoint
-- The events recorded before the index: each successful one's student (its column, or a student target).
INSERT INTO "audit_event_students" ("student_id", "event_id", "occurred_at", "actor_user_id")
SELECT s.student_id, e.id, e.occurred_at, e.actor_user_id FROM "audit_events" e
CROSS JOIN LATERAL (SELECT coalesce(e.student_id, CASE WHEN e.target_type = 'student' AND e.target_id ~ '^[0-9]{1,9}$' THEN e.target_id::int END) AS student_id) s
WHERE s.student_id IS NOT NULL AND e.outcome = 'success'
ON CONFLICT DO NOTHING;
