# syntax=docker/dockerfile:1
# MindCheck: multi-stage build on Node 24; the runtime image holds production dependencies only
# and runs as a non-root user.

# The workspaces' manifests alone, so that both installs below are cached until a manifest changes.
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY packages/embedded-mongo/package.json packages/embedded-mongo/
COPY server/package.json server/
COPY client/package.json client/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM manifests AS deps
RUN npm ci --omit=dev --omit=optional --workspace server --include-workspace-root=false --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=4000
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/common/package.json ./common/package.json
COPY --from=build /app/common/dist ./common/dist
# The server's message catalogues (mail, errors, crisis, sms), read at start-up (server/src/i18n).
COPY --from=build /app/common/src/locales ./common/src/locales
COPY --from=build /app/packages/embedded-mongo/package.json ./packages/embedded-mongo/package.json
COPY --from=build /app/packages/embedded-mongo/dist ./packages/embedded-mongo/dist
COPY --from=build /app/server/package.json ./server/package.json
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/client/dist ./client/dist
COPY package.json ./
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The workspace packages (@mindcheck/common, @mindcheck/embedded-mongo) resolve to their builds
# (common/dist, packages/embedded-mongo/dist) under this condition.
CMD ["node", "--conditions=@mindcheck/dist", "server/dist/index.js"]
