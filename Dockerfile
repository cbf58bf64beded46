# syntax=docker/dockerfile:1
# The one image of the API and the worker processes (docker-compose.yml): Node 24, built with the
# project's own scripts, run without dev dependencies.

FROM node:24-slim AS build
WORKDIR /app
ENV CI=true PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NPM_CONFIG_AUDIT=false NPM_CONFIG_FUND=false
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# API to dist/ (swc), web app to web/dist/ (Vite); then drop the dev dependencies.
RUN npm run build && npm prune --omit=dev

FROM node:24-slim
# ffmpeg probes uploaded videos and cuts their thumbnails.
RUN apt-get update \
  && apt-get install -y --no-install-recommends ffmpeg ca-certificates \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/.data WEB_DIST=web/dist
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/web/dist ./web/dist
# The demo artworks and video clips, uploaded when the demo data is seeded (SEED_DEMO=true).
COPY --from=build --chown=node:node /app/demo/images/*.webp ./demo/images/
COPY --from=build --chown=node:node /app/demo/videos/*.mp4 ./demo/videos/
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
# The API (WORKER=off leaves projections and jobs to `node dist/src/worker.js`).
CMD ["node", "--enable-source-maps", "dist/src/main.js"]
