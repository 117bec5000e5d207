# syntax=docker/dockerfile:1
# Jagir: one image, one process (the BFF serving the SPA; the embedded demo API when API_URL is
# unset). Build: docker build -t jagir .
# Run:   docker run -p 3000:3000 -e SESSION_SECRET=<32+ characters> jagir
ARG NODE_IMAGE=node:24-slim

# --- build: every dependency, then shared, web and server -------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first, so source edits do not invalidate the dependency layer.
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
# Also copies server/src/demo-api/data to server/dist/demo-api/data (server's build script),
# which is where the built demo API looks for its seed data.
RUN npm run build

# --- deps: production dependencies of the server (and of shared, which it uses) only ----------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY web/package.json web/
# Packages npm could not hoist live beside their workspace: the folders must exist to be copied.
RUN npm ci --omit=dev --workspace @jagir/server --no-audit --no-fund \
  && npm cache clean --force \
  && mkdir -p shared/node_modules server/node_modules

# --- runtime -----------------------------------------------------------------------------------
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
# Files stay owned by root: the app user can read them, not change them.
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/shared/node_modules shared/node_modules
COPY --from=deps /app/server/node_modules server/node_modules
# node_modules/@jagir/* are symlinks to these workspace folders; shared's exports map is in
# its package.json.
COPY package.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY web/package.json web/
COPY --from=build /app/shared/dist shared/dist
COPY --from=build /app/server/dist server/dist
# The fonts the share images are drawn with (Noto Sans and Noto Sans Devanagari, SIL OFL).
COPY server/fonts server/fonts
COPY --from=build /app/web/dist web/dist
# The server render of public pages (its dependencies bundled in: none of the web's packages needed).
COPY --from=build /app/web/dist-server web/dist-server
# The embedded API (API_URL unset) keeps its database in DATA_DIR: PGlite's files in
# /app/.data/pglite, a volume (mount one of your own to keep the data beyond the container). The
# embedded database is for one container; replicas share a PostgreSQL through DATABASE_URL
# instead, and then nothing is written here.
ENV DATA_DIR=/app/.data
RUN mkdir -p .data && chown node:node .data
VOLUME ["/app/.data"]
USER node
EXPOSE 3000
# No curl in the slim image: Node's own fetch asks /healthz.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node itself is PID 1: server.ts handles SIGTERM (stop accepting, finish in-flight, exit).
CMD ["node", "server/dist/server.js"]
