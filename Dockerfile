# syntax=docker/dockerfile:1
# Music IQueue for a band's server or a small host (README "Running in production").
# Stage 1 builds the client and the server; stage 2 carries only the build and the production
# dependencies, runs as an unprivileged user, and reports ready once PostgreSQL answers.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install` follows the lockfile too; it is the fallback for registries whose lockfile lacks
# optional builds of other platforms (the same fallback as .ci/run).
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 TRUST_PROXY=true
WORKDIR /app
COPY package.json package-lock.json ./
RUN (npm ci --omit=dev --no-audit --no-fund || npm install --omit=dev --no-audit --no-fund) && npm cache clean --force
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
# DATABASE_URL and SESSION_SECRET are required (see compose.yaml); without DATABASE_URL the app
# would start its own embedded PostgreSQL, which a container should not.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.js"]
