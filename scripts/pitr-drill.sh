#!/usr/bin/env bash
# Point-in-time recovery drill (npm run drill:pitr; not part of npm test): a throwaway PostgreSQL 15
# cluster archives its WAL to a pgBackRest repository; the drill takes a full backup, writes rows,
# notes the time, then "makes a mistake" (deletes them and writes others), restores the cluster to
# the noted time and checks that exactly the rows written before it are back. Everything lives in
# one temporary folder, removed at the end; it prints how long the backup and the restore took.
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
ROWS=${DRILL_ROWS:-100000}

missing=()
for program in initdb pg_ctl postgres psql; do
  [ -x "$PG_BIN/$program" ] || command -v "$program" >/dev/null 2>&1 || missing+=("$program")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "The drill needs PostgreSQL 15's server programs (missing: ${missing[*]} in $PG_BIN)." >&2
  echo "On Debian: apt-get install -y postgresql-15 (or set PG_BIN to their folder)." >&2
  exit 2
fi
if ! command -v pgbackrest >/dev/null 2>&1; then
  echo "The drill needs pgBackRest. On Debian: apt-get install -y pgbackrest" >&2
  exit 2
fi
psql_bin="$PG_BIN/psql"; [ -x "$psql_bin" ] || psql_bin=$(command -v psql)

work=$(mktemp -d /tmp/pitr-drill.XXXXXX)
chmod 755 "$work"
# PostgreSQL refuses to run as root: as root, the cluster and pgBackRest run as the postgres user.
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir "$work" postgres
  chown postgres: "$work"
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi
port=$((20000 + RANDOM % 20000))
conf="$work/pgbackrest.conf"
backrest() { as_pg pgbackrest --config="$conf" --stanza=drill "$@"; }
sql() { as_pg "$psql_bin" -X -q -t -A -v ON_ERROR_STOP=1 -h "$work/socket" -p "$port" -U postgres -d postgres -c "$1"; }

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

as_pg mkdir -p "$work/socket" "$work/repo" "$work/log" "$work/lock" "$work/spool"
as_pg "$PG_BIN/initdb" -D "$work/data" -U postgres --auth=trust >/dev/null
as_pg tee "$conf" >/dev/null <<CONF
[global]
repo1-path=$work/repo
repo1-retention-full=2
log-path=$work/log
lock-path=$work/lock
spool-path=$work/spool
start-fast=y
archive-async=n

[drill]
pg1-path=$work/data
pg1-port=$port
pg1-socket-path=$work/socket
CONF
as_pg tee -a "$work/data/postgresql.conf" >/dev/null <<CONF
port = $port
listen_addresses = ''
unix_socket_directories = '$work/socket'
wal_level = replica
archive_mode = on
archive_command = 'pgbackrest --config=$conf --stanza=drill archive-push %p'
archive_timeout = 60
CONF

start() { as_pg "$PG_BIN/pg_ctl" -D "$work/data" -l "$work/postgres.log" -w -t 120 start >/dev/null; }
start
backrest stanza-create >/dev/null
backrest check >/dev/null

sql "CREATE TABLE drill (id bigint PRIMARY KEY, note text NOT NULL)"
sql "INSERT INTO drill SELECT n, 'before the full backup' FROM generate_series(1, $ROWS) n"
began=$(date +%s%N)
backrest backup --type=full >/dev/null
backup_ms=$(( ($(date +%s%N) - began) / 1000000 ))

sql "INSERT INTO drill SELECT n, 'after the backup, before the mistake' FROM generate_series($ROWS + 1, $ROWS + 1000) n"
sleep 1
target=$(sql "SELECT now()")
sleep 1
sql "DELETE FROM drill WHERE id % 2 = 0"
sql "INSERT INTO drill VALUES (-1, 'written after the point in time')"
sql "SELECT pg_switch_wal()" >/dev/null
backrest check >/dev/null

as_pg "$PG_BIN/pg_ctl" -D "$work/data" -m fast -w stop >/dev/null
rm -rf "$work/data"
began=$(date +%s%N)
backrest restore --type=time --target="$target" --target-action=promote >/dev/null
start
for _ in $(seq 1 120); do
  [ "$(sql "SELECT pg_is_in_recovery()")" = "f" ] && break
  sleep 1
done
restore_ms=$(( ($(date +%s%N) - began) / 1000000 ))

expected=$((ROWS + 1000))
got=$(sql "SELECT count(*) FROM drill")
after=$(sql "SELECT count(*) FROM drill WHERE id = -1")
if [ "$got" != "$expected" ] || [ "$after" != "0" ]; then
  echo "Point-in-time recovery drill FAILED: expected $expected rows and none written after $target; found $got rows, $after written after" >&2
  exit 1
fi
echo "Point-in-time recovery drill passed: restored to $target, $got rows as they were, nothing written after it."
echo "Full backup of $ROWS rows: ${backup_ms} ms; restore to the point in time (WAL replayed): ${restore_ms} ms."
