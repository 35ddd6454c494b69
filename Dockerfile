# syntax=docker/dockerfile:1
# One image for every environment: the build is made once, and each environment gives its settings
# as environment variables at start (README, "Deploying"; deploy/docker-entrypoint.d/40-app-config.envsh).
#
#   docker build -t media-monitor-web .
#   docker run -p 8080:8080 -e CABINET_API_URL=https://cabinet-api.internal -e ADMIN_API_URL=https://admin-api.internal media-monitor-web

# Stage 1: the production build (dist/, with .br and .gz copies of its files).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# better-sqlite3 (the reference backend's, an optional dependency) has no compiler to build with
# here and is skipped: the image serves the built app only.
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Stage 2: Debian's nginx with its brotli_static module (the server the tests run), as an
# unprivileged user. Everything nginx writes goes to /tmp (its prefix), so the root filesystem
# may be read-only.
FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static gettext-base ca-certificates \
    && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/conf.d/* \
    && mkdir -p /etc/nginx/templates /docker-entrypoint.d \
    && chown www-data:www-data /etc/nginx/conf.d
COPY deploy/nginx.conf /etc/nginx/nginx.conf
COPY deploy/templates/ /etc/nginx/templates/
COPY deploy/docker-entrypoint.d/ /docker-entrypoint.d/
COPY --chmod=755 deploy/docker-entrypoint.sh /docker-entrypoint.sh
COPY --from=build /app/dist/ /usr/share/nginx/html/
USER www-data
EXPOSE 8080
STOPSIGNAL SIGQUIT
ENTRYPOINT ["/docker-entrypoint.sh"]
CMD ["nginx", "-p", "/tmp/", "-c", "/etc/nginx/nginx.conf", "-e", "stderr", "-g", "daemon off;"]
