#!/usr/bin/env bash
# `pnpm serve` (and the end-to-end tests behind it) run Debian's nginx with its brotli_static module.
set -euo pipefail
module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if { command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; } && [ -f "$module" ]; then
  exit 0
fi
echo "Installing Debian's nginx and its brotli_static module for pnpm serve..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# nginx-light would do too; the package's own service is not used (pnpm serve runs its own nginx).
$SUDO apt-get install -y -qq nginx libnginx-mod-http-brotli-static >/dev/null
