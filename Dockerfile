# Production image: the API serving the built public site and admin.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY admin/package.json admin/
RUN npm ci
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=build /app /app
RUN npm prune --omit=dev && mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
