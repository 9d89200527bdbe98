# syntax=docker/dockerfile:1
# Student Support Hub: one image for the app copies, the job worker and the migration step (issue 25, section 2).
# Build: docker build -t student-support . — see README "Running it in containers" and compose.yaml.

# ---- build: every dependency, the web app and the compiled server ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/db/package.json packages/db/
COPY packages/domain/package.json packages/domain/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: production dependencies only, what the build made, a user without privileges ----
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DEMO=0 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/db/package.json packages/db/
COPY packages/domain/package.json packages/domain/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund --workspace apps/server --include-workspace-root \
 && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/packages/db/migrations packages/db/migrations
# `npm run backup` / `npm run restore` inside the container (the embedded database; PostgreSQL is dumped with pg_dump).
COPY scripts/backup.mjs scripts/restore.mjs scripts/backup-archive.mjs scripts/
# Uploaded files and the embedded database (when DATABASE_URL is not set) live under /data.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/health/').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Migrations: each copy applies pending ones at start; the compose stack runs `node apps/server/dist/migrate.js` once first.
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
