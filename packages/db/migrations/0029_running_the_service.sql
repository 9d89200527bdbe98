CREATE TABLE "home_page_generation" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "home_page_generation_one_row" CHECK ("home_page_generation"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "home_page_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_page_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"content_type" text DEFAULT 'image/webp' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_page_images_purpose_known" CHECK ("home_page_images"."purpose" in ('slide', 'photo', 'logo'))
);
--> statement-breakpoint
CREATE TABLE "home_page_legal" (
	"key" text PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"body_en" text NOT NULL,
	"body_fr" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_page_legal_key_known" CHECK ("home_page_legal"."key" in ('terms', 'privacy'))
);
--> statement-breakpoint
CREATE TABLE "home_page_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_page_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"label_en" text NOT NULL,
	"label_fr" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "home_page_links_status_known" CHECK ("home_page_links"."status" in ('draft', 'published')),
	CONSTRAINT "home_page_links_kind_known" CHECK ("home_page_links"."kind" in ('header', 'call_to_action', 'school_home'))
);
--> statement-breakpoint
CREATE TABLE "home_page_partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_page_partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"link_url" text,
	"logo_id" integer,
	"logo_alt_en" text,
	"logo_alt_fr" text,
	CONSTRAINT "home_page_partners_status_known" CHECK ("home_page_partners"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "home_page_slides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_page_slides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"text_en" text NOT NULL,
	"text_fr" text NOT NULL,
	"link_url" text,
	"image_id" integer,
	"image_alt_en" text,
	"image_alt_fr" text,
	CONSTRAINT "home_page_slides_status_known" CHECK ("home_page_slides"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "home_page_testimonials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_page_testimonials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"quote_en" text NOT NULL,
	"quote_fr" text NOT NULL,
	"person_name" text NOT NULL,
	"role_en" text NOT NULL,
	"role_fr" text NOT NULL,
	"school_name" text NOT NULL,
	"photo_id" integer,
	"photo_alt_en" text,
	"photo_alt_fr" text,
	CONSTRAINT "home_page_testimonials_status_known" CHECK ("home_page_testimonials"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "home_page_videos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "home_page_videos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"youtube_id" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	CONSTRAINT "home_page_videos_status_known" CHECK ("home_page_videos"."status" in ('draft', 'published'))
);
--> statement-breakpoint
ALTER TABLE "home_page_images" ADD CONSTRAINT "home_page_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_page_partners" ADD CONSTRAINT "home_page_partners_logo_id_home_page_images_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."home_page_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_page_slides" ADD CONSTRAINT "home_page_slides_image_id_home_page_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."home_page_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_page_testimonials" ADD CONSTRAINT "home_page_testimonials_photo_id_home_page_images_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."home_page_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_page_links_position_idx" ON "home_page_links" USING btree ("position");--> statement-breakpoint
CREATE INDEX "home_page_partners_position_idx" ON "home_page_partners" USING btree ("position");--> statement-breakpoint
CREATE INDEX "home_page_partners_logo_idx" ON "home_page_partners" USING btree ("logo_id");--> statement-breakpoint
CREATE INDEX "home_page_slides_position_idx" ON "home_page_slides" USING btree ("position");--> statement-breakpoint
CREATE INDEX "home_page_slides_image_idx" ON "home_page_slides" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "home_page_testimonials_position_idx" ON "home_page_testimonials" USING btree ("position");--> statement-breakpoint
CREATE INDEX "home_page_testimonials_photo_idx" ON "home_page_testimonials" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "home_page_videos_position_idx" ON "home_page_videos" USING btree ("position");--> statement-breakpoint
-- The public home page's answer is kept by each server copy under this count (apps/server/src/services/home-page/
-- read-home-page.ts): every statement writing the home page's tables moves it, in the writer's own transaction, so
-- every copy sees the change at its next read and the ETag (made of the count) changes with the content.
INSERT INTO "home_page_generation" ("id", "n") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION home_page_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE home_page_generation SET n = n + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER home_page_slides_generation AFTER INSERT OR UPDATE OR DELETE ON home_page_slides FOR EACH STATEMENT EXECUTE FUNCTION home_page_generation_bump();
--> statement-breakpoint
CREATE TRIGGER home_page_testimonials_generation AFTER INSERT OR UPDATE OR DELETE ON home_page_testimonials FOR EACH STATEMENT EXECUTE FUNCTION home_page_generation_bump();
--> statement-breakpoint
CREATE TRIGGER home_page_partners_generation AFTER INSERT OR UPDATE OR DELETE ON home_page_partners FOR EACH STATEMENT EXECUTE FUNCTION home_page_generation_bump();
--> statement-breakpoint
CREATE TRIGGER home_page_links_generation AFTER INSERT OR UPDATE OR DELETE ON home_page_links FOR EACH STATEMENT EXECUTE FUNCTION home_page_generation_bump();
--> statement-breakpoint
CREATE TRIGGER home_page_videos_generation AFTER INSERT OR UPDATE OR DELETE ON home_page_videos FOR EACH STATEMENT EXECUTE FUNCTION home_page_generation_bump();
--> statement-breakpoint
CREATE TRIGGER home_page_legal_generation AFTER INSERT OR UPDATE OR DELETE ON home_page_legal FOR EACH STATEMENT EXECUTE FUNCTION home_page_generation_bump();
--> statement-breakpoint
-- The sign-in page as it was before it became content (apps/web/src/modules/landing, the catalogues' landing.*,
-- terms.* and privacy.* texts), published: partners, testimonials (no names were shown: the person is left empty),
-- the header's links and the calls to action with real targets (the contact address with a subject in both
-- languages, the product's site for Learn More, #video for Watch Video: the page shows it only with a published
-- video), and the terms and privacy pages (intro, then each section's title and text as paragraphs).
INSERT INTO "home_page_partners" ("position", "status", "name") VALUES
  (0, 'published', 'Prairie Creek School Division'),
  (1, 'published', 'Conseil scolaire des Rivières'),
  (2, 'published', 'Northern Lights Learning Collaborative'),
  (3, 'published', 'Riverbend Inclusive Education Network'),
  (4, 'published', 'Coastal Student Services Consortium');
--> statement-breakpoint
INSERT INTO "home_page_testimonials" ("position", "status", "quote_en", "quote_fr", "person_name", "role_en", "role_fr", "school_name") VALUES
  (0, 'published', '“Our team meetings used to end with good intentions. Now they end with actions, and we can see which students still need us.”', '« Nos rencontres d’équipe se terminaient par de bonnes intentions. Maintenant, elles se terminent par des actions, et nous voyons quels élèves ont encore besoin de nous. »', '', 'Resource teacher', 'Enseignante-ressource', 'Prairie Creek School Division'),
  (1, 'published', '“Every student who needs support is on our board. Nobody falls through the cracks between meetings anymore.”', '« Chaque élève qui a besoin de soutien est sur notre tableau. Plus personne ne passe entre les mailles du filet entre deux rencontres. »', '', 'Elementary school principal', 'Direction d’une école primaire', ''),
  (2, 'published', '“We finally see the same picture as our schools, in both official languages.”', '« Nous voyons enfin la même réalité que nos écoles, dans les deux langues officielles. »', '', 'Student services lead', 'Responsable des services aux élèves', 'Conseil scolaire des Rivières');
--> statement-breakpoint
INSERT INTO "home_page_links" ("position", "status", "kind", "label_en", "label_fr", "url") VALUES
  (0, 'published', 'header', 'Learn More', 'En savoir plus', 'https://studentsupporthub.ca/'),
  (1, 'published', 'header', 'Free Trial', 'Essai gratuit', 'mailto:info@studentsupporthub.ca?subject=Free%20trial%20request%20%2F%20Demande%20d%E2%80%99essai%20gratuit'),
  (2, 'published', 'header', 'Schedule a Conversation', 'Planifier une conversation', 'mailto:info@studentsupporthub.ca?subject=Conversation%20request%20%2F%20Demande%20de%20conversation'),
  (3, 'published', 'call_to_action', 'Request Information', 'Demander de l’information', 'mailto:info@studentsupporthub.ca?subject=Request%20for%20information%20%2F%20Demande%20d%E2%80%99information'),
  (4, 'published', 'call_to_action', 'Watch Video', 'Voir la vidéo', '#video');
--> statement-breakpoint
INSERT INTO "home_page_legal" ("key", "title_en", "title_fr", "body_en", "body_fr") VALUES
  ('terms', 'Terms of use', 'Conditions d’utilisation', 'These terms apply to everyone who uses Student Support Hub through a school district or school that has an agreement with us. Where your district''s agreement says something different, the agreement applies.

Accounts

Accounts are created by your district or school. Keep your password to yourself, sign out on shared computers, and tell your district office at once if you think someone else has used your account.

Acceptable use

Use the product only for your work supporting students. Do not try to reach information you have not been given access to, and do not copy student information out of the product except through its export features and as your district allows.

Student information

Information about students belongs to the district. We process it only to provide the service to the district, never sell it and never use it for advertising.

Suspension and availability

A district or school account can be suspended, for example when a subscription ends; its users then cannot open it. We work to keep the service available during school hours and announce planned maintenance in advance.

Changes to these terms

When these terms change, we tell district administrators before the change takes effect.', 'Ces conditions s’appliquent à toute personne qui utilise Carrefour de soutien aux élèves par l’entremise d’un conseil scolaire ou d’une école ayant conclu une entente avec nous. Lorsque l’entente de votre conseil prévoit autre chose, l’entente s’applique.

Comptes

Les comptes sont créés par votre conseil scolaire ou votre école. Gardez votre mot de passe pour vous, déconnectez-vous sur les ordinateurs partagés et avisez sans tarder votre conseil si vous pensez qu’une autre personne a utilisé votre compte.

Utilisation acceptable

Utilisez le produit uniquement pour votre travail de soutien aux élèves. N’essayez pas d’accéder à des renseignements auxquels on ne vous a pas donné accès, et ne copiez pas de renseignements sur les élèves hors du produit, sauf au moyen de ses fonctions d’exportation et dans la mesure permise par votre conseil.

Renseignements sur les élèves

Les renseignements sur les élèves appartiennent au conseil scolaire. Nous les traitons uniquement pour fournir le service au conseil, ne les vendons jamais et ne les utilisons jamais à des fins publicitaires.

Suspension et disponibilité

Le compte d’un conseil ou d’une école peut être suspendu, par exemple à la fin d’un abonnement; ses utilisateurs ne peuvent alors plus y accéder. Nous veillons à ce que le service soit disponible pendant les heures de classe et annonçons à l’avance les travaux d’entretien planifiés.

Modifications de ces conditions

Lorsque ces conditions changent, nous en informons les administrateurs des conseils avant l’entrée en vigueur du changement.'),
  ('privacy', 'Privacy', 'Confidentialité', 'Student Support Hub holds information about students and the staff who support them. This page explains what we keep, why, and who decides.

What we keep

Staff names, e-mail addresses and roles; the student information your school enters, such as support plans, meeting notes and actions; and a record of who viewed or changed student information, and when.

Who decides

Your school district decides what is collected and who can see it, and we act only on its instructions. Questions about a student''s information, and requests to see or correct it, go to the district.

Where it is kept

Information is kept in the service''s database and its backups. When a district leaves, all of its information is deleted.

Cookies and browser storage

We use one cookie to keep you signed in and one to protect forms against forged requests. Your browser also remembers your language and the kind of workspace you last used. There are no advertising or tracking cookies, and pages load nothing from other websites.

Your rights

You can ask your district to see, correct or delete your information. Students and families exercise their rights through their school or district, under the privacy laws that apply to them.', 'Carrefour de soutien aux élèves contient des renseignements sur les élèves et sur le personnel qui les soutient. Cette page explique ce que nous conservons, pourquoi, et qui en décide.

Ce que nous conservons

Le nom, l’adresse courriel et le rôle des membres du personnel; les renseignements sur les élèves que votre école saisit, comme les plans de soutien, les notes de rencontre et les actions; et un registre indiquant qui a consulté ou modifié des renseignements sur un élève, et quand.

Qui décide

Votre conseil scolaire décide de ce qui est recueilli et de qui peut le consulter, et nous agissons uniquement selon ses instructions. Les questions sur les renseignements d’un élève, ainsi que les demandes pour les consulter ou les corriger, s’adressent au conseil.

Où ils sont conservés

Les renseignements sont conservés dans la base de données du service et dans ses copies de sauvegarde. Lorsqu’un conseil quitte le service, tous ses renseignements sont supprimés.

Témoins et stockage du navigateur

Nous utilisons un témoin pour garder votre session ouverte et un autre pour protéger les formulaires contre les requêtes falsifiées. Votre navigateur retient aussi votre langue et le type d’espace de travail que vous avez utilisé en dernier. Il n’y a aucun témoin publicitaire ou de suivi, et les pages ne chargent rien à partir d’autres sites Web.

Vos droits

Vous pouvez demander à votre conseil scolaire de consulter, de corriger ou de supprimer vos renseignements. Les élèves et les familles exercent leurs droits auprès de leur école ou de leur conseil, selon les lois sur la protection des renseignements personnels qui s’appliquent à eux.');
--> statement-breakpoint
CREATE TABLE "summary_defaults" (
	"district_id" integer NOT NULL,
	"type" text NOT NULL,
	"frequency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "summary_defaults_district_id_type_pk" PRIMARY KEY("district_id","type"),
	CONSTRAINT "summary_defaults_type_known" CHECK ("summary_defaults"."type" in ('student_search', 'team_boards', 'collab_meetings', 'user_actions', 'school_actions', 'active_support_plans', 'deactive_support_plans')),
	CONSTRAINT "summary_defaults_frequency_known" CHECK ("summary_defaults"."frequency" in ('daily', 'weekly', 'off'))
);
--> statement-breakpoint
CREATE TABLE "summary_digests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "summary_digests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"types" text[] NOT NULL,
	"email_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "summary_preferences" (
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"frequency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "summary_preferences_user_id_type_pk" PRIMARY KEY("user_id","type"),
	CONSTRAINT "summary_preferences_type_known" CHECK ("summary_preferences"."type" in ('student_search', 'team_boards', 'collab_meetings', 'user_actions', 'school_actions', 'active_support_plans', 'deactive_support_plans')),
	CONSTRAINT "summary_preferences_frequency_known" CHECK ("summary_preferences"."frequency" in ('daily', 'weekly', 'off'))
);
--> statement-breakpoint
CREATE TABLE "summary_unsubscribe_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "summary_unsubscribe_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"digest_id" integer,
	"all_types" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "summary_unsubscribe_tokens_type_known" CHECK ("summary_unsubscribe_tokens"."type" in ('student_search', 'team_boards', 'collab_meetings', 'user_actions', 'school_actions', 'active_support_plans', 'deactive_support_plans'))
);
--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "summary_defaults" ADD CONSTRAINT "summary_defaults_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_digests" ADD CONSTRAINT "summary_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_digests" ADD CONSTRAINT "summary_digests_email_id_sent_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."sent_emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_preferences" ADD CONSTRAINT "summary_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_unsubscribe_tokens" ADD CONSTRAINT "summary_unsubscribe_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_unsubscribe_tokens" ADD CONSTRAINT "summary_unsubscribe_tokens_digest_id_summary_digests_id_fk" FOREIGN KEY ("digest_id") REFERENCES "public"."summary_digests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "summary_digests_user_period_idx" ON "summary_digests" USING btree ("user_id","period_key");--> statement-breakpoint
CREATE INDEX "summary_digests_user_sent_idx" ON "summary_digests" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "summary_unsubscribe_tokens_hash_idx" ON "summary_unsubscribe_tokens" USING btree ("token_hash");
--> statement-breakpoint
CREATE TABLE "school_renewal_reminders" (
	"school_id" integer NOT NULL,
	"renewal_date" date NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_renewal_reminders_school_id_renewal_date_days_before_pk" PRIMARY KEY("school_id","renewal_date","days_before")
);
--> statement-breakpoint
CREATE TABLE "school_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "school_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_status_changes_statuses" CHECK ("school_status_changes"."from_status" in ('good', 'payment_pending', 'account_suspended') and "school_status_changes"."to_status" in ('good', 'payment_pending', 'account_suspended')),
	CONSTRAINT "school_status_changes_reason_length" CHECK (char_length("school_status_changes"."reason") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "school_subscriptions" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"band" text,
	"renewal_date" date,
	"billing_name" text DEFAULT '' NOT NULL,
	"billing_email" text DEFAULT '' NOT NULL,
	"invoice_requested_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_subscriptions_band_known" CHECK ("school_subscriptions"."band" is null or "school_subscriptions"."band" in ('up_to_100', '101_250', '251_500', '501_1000', 'over_1000')),
	CONSTRAINT "school_subscriptions_billing_lengths" CHECK (char_length("school_subscriptions"."billing_name") <= 200 and char_length("school_subscriptions"."billing_email") <= 254)
);
--> statement-breakpoint
ALTER TABLE "school_renewal_reminders" ADD CONSTRAINT "school_renewal_reminders_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_status_changes" ADD CONSTRAINT "school_status_changes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_status_changes" ADD CONSTRAINT "school_status_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_subscriptions" ADD CONSTRAINT "school_subscriptions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_status_changes_school_idx" ON "school_status_changes" USING btree ("school_id","created_at");
--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "school_year_start_month" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "meeting_cadence_days" integer DEFAULT 42 NOT NULL;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_school_year_start_month_check" CHECK ("districts"."school_year_start_month" between 1 and 12);--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_meeting_cadence_days_check" CHECK ("districts"."meeting_cadence_days" between 7 and 180);--> statement-breakpoint
-- The district's system page (issue 23, section 4): the meetings report compares each team's longest gap with the
-- district's cadence, and the reports' school years start on its month. Their answers are kept by the reports' cache
-- (apps/server/src/services/reports/report-cache.ts) until the district's tier generation moves (migrations 0027,
-- 0028), so a change of either setting counts one more change for the district, in the change's own transaction.
CREATE FUNCTION district_settings_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tier_generations_bump(ARRAY[NEW.id]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER districts_report_settings_generation AFTER UPDATE OF meeting_cadence_days, school_year_start_month ON districts FOR EACH ROW
  WHEN (OLD.meeting_cadence_days IS DISTINCT FROM NEW.meeting_cadence_days OR OLD.school_year_start_month IS DISTINCT FROM NEW.school_year_start_month)
  EXECUTE FUNCTION district_settings_generation();
