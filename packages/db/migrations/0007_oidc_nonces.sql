CREATE TABLE "used_oidc_nonces" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_oidc_nonces_expires_idx" ON "used_oidc_nonces" USING btree ("expires_at");