#!/usr/bin/env bash
# What the web table's tests need from the system: Debian's chromium for the browser tests
# and a PostgreSQL server for the storage tests. Run as root (CI is); safe to run twice.
set -euo pipefail

if ! command -v chromium >/dev/null || ! command -v pg_lsclusters >/dev/null; then
  apt-get update -q
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium postgresql
fi

version=$(pg_lsclusters -h | awk 'NR==1 {print $1}')
cluster=$(pg_lsclusters -h | awk 'NR==1 {print $2}')
if [ -z "$version" ]; then
  version=$(ls /usr/lib/postgresql | sort -n | tail -1)
  cluster=main
  pg_createcluster "$version" "$cluster"
fi
pg_ctlcluster "$version" "$cluster" start 2>/dev/null || true
for _ in $(seq 1 30); do
  su postgres -c "psql -qAtc 'select 1'" >/dev/null 2>&1 && break
  sleep 1
done
su postgres -c "psql -qAt" <<'SQL'
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'wildtable') THEN
    CREATE ROLE wildtable LOGIN PASSWORD 'wildtable';
  END IF;
END $$;
SQL
if ! su postgres -c "psql -qAtc \"select 1 from pg_database where datname='wildtable_test'\"" \
    | grep -q 1; then
  su postgres -c "createdb -O wildtable wildtable_test"
fi
