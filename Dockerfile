# The platform in one image: install, build everything, then serve with `npm start` (builds are current, so it
# starts in seconds). Configure the database and secrets by environment (see docker-compose.yml).
FROM node:20-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && node scripts/start.mjs --build-only && rm -f cms/.env

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=1337
COPY --from=build /app /app
EXPOSE 1337
CMD ["node", "scripts/start.mjs"]
