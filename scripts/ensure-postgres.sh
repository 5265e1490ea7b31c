#!/usr/bin/env bash
# The API's tests and `pnpm serve` run private clusters of Debian's PostgreSQL 15.
set -euo pipefail
if [ -x "${PG_BIN:-/usr/lib/postgresql/15/bin}/postgres" ]; then
  exit 0
fi
echo "Installing Debian's PostgreSQL 15 for the API's tests and pnpm serve..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
# Only the binaries are used: the package's own cluster and service are not.
$SUDO apt-get install -y -qq postgresql-15 >/dev/null
