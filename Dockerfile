# Kolekt's two images (docs/deployment.md):
#   docker build --target api -t kolekt-api .          the api, serving the web app and extension
#   docker build --target scraper -t kolekt-scraper .  the scraper server, with Debian's Chromium
# Both run the TypeScript sources with tsx, as `npm start` does; compose.yaml builds both.

# The whole workspace, installed with dev dependencies, web app and extension built.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

# The same sources with production dependencies only (tsx is one: it runs the servers).
FROM node:22-bookworm-slim AS production-deps
WORKDIR /app
COPY . .
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim AS api
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=production-deps /app ./
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/web/dist-server ./apps/web/dist-server
COPY --from=build /app/apps/extension/dist ./apps/extension/dist
# DATA_DIR stays empty when JWT_SECRET, the VAPID keys and DATABASE_URL are set (they must be,
# with more than one instance); it only has to be writable.
RUN mkdir /data && chown node:node /data
USER node
WORKDIR /app/apps/api
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "src/main.ts"]

FROM node:22-bookworm-slim AS scraper
# Product pages that only show their product after JavaScript runs are read in Chromium.
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 SCRAPER_PORT=3001 SCRAPER_BROWSER_PATH=/usr/bin/chromium
WORKDIR /app
COPY --from=production-deps /app ./
USER node
WORKDIR /app/apps/scraper
EXPOSE 3001
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.SCRAPER_PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "src/main.ts"]
