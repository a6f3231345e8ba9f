# The platform in one image: install, build everything, then serve with `npm start` (builds are current, so it
# starts in seconds). Configure the database and secrets by environment (see docker-compose.yml).
FROM node:20-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && node scripts/start.mjs --build-only && rm -f cms/.env

FROM node:20-bookworm-slim
WORKDIR /app
# Uploaded files and idea attachments under /data, a volume that app replicas share (see docker-compose.yml).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=1337 PUBLIC_DIR=/data/public ATTACHMENTS_DIR=/data/attachments
COPY --from=build /app /app
EXPOSE 1337
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:1337/_health').then((r) => process.exit(r.status === 204 ? 0 : 1), () => process.exit(1))"]
CMD ["node", "scripts/start.mjs"]
