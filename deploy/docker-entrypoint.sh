#!/bin/sh
# Starts the app's server the way the official nginx image does: every *.envsh script in
# ENTRYPOINT_DIR is sourced (it may check settings, export variables, or stop the start), then each
# TEMPLATE_DIR/*.template is written to OUTPUT_DIR without its suffix, with only the ${NAMES}
# defined in the environment replaced (nginx's own $variables stay), then the command runs.
# The tests run this same script with the three directories pointed elsewhere (scripts/serve-nginx.mjs).
set -eu

ENTRYPOINT_DIR=${ENTRYPOINT_DIR:-/docker-entrypoint.d}
TEMPLATE_DIR=${NGINX_ENVSUBST_TEMPLATE_DIR:-/etc/nginx/templates}
OUTPUT_DIR=${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}

for script in "$ENTRYPOINT_DIR"/*.envsh; do
    [ -f "$script" ] || continue
    # shellcheck disable=SC1090
    . "$script"
done

defined=$(awk 'BEGIN { for (name in ENVIRON) if (name ~ /^[A-Za-z_][A-Za-z0-9_]*$/) printf "${%s} ", name }')
mkdir -p "$OUTPUT_DIR"
for template in "$TEMPLATE_DIR"/*.template; do
    [ -f "$template" ] || continue
    output="$OUTPUT_DIR/$(basename "$template" .template)"
    envsubst "$defined" <"$template" >"$output"
done

exec "$@"
