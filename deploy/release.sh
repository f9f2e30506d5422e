#!/usr/bin/env bash
# Installs a new release of Hotelix on one server (the layout of deploy/hotelix.service), as root:
#   sudo ./release.sh https://git.example.vn/hotelix/site.git v1.4.0
# 1. clones <ref> into /srv/hotelix/releases/<UTC stamp> and builds it there (npm ci, npm run build)
#    with the settings in /etc/hotelix/hotelix.env, while the running release keeps serving;
# 2. stops the service, backs the database up (SQLite: npm run db:backup; PostgreSQL: pg_dump -Fc),
#    applies the migrations;
# 3. points /srv/hotelix/current at the new release, starts the service and waits for /readyz.
# The running dist/ is never rebuilt in place: the server would fail on its next render.
# Migrations are forward-only: to go back, stop the service, point current at the previous release
# and restore the backup this script made (its path is printed) from there, then start.
set -euo pipefail

usage="usage: $0 <git repository> <commit, tag or branch>"
repo=${1:?$usage}
ref=${2:?$usage}

app_user=hotelix
service=hotelix
root=/srv/hotelix
env_file=/etc/hotelix/hotelix.env
keep_releases=5

stamp=$(date -u +%Y%m%dT%H%M%SZ)
release=$root/releases/$stamp

# Runs a command as the service user (releases and the data folder are that user's).
as_app() { runuser -u "$app_user" -- "$@"; }

# Runs a command as the service user, in folder $1, with the service's settings in its environment:
# the build bakes the site settings in, and the server refuses a build made with other values.
in_release() {
  local dir=$1
  shift
  # shellcheck disable=SC2016 # the inner script expands its own arguments
  as_app bash -c 'set -a && . "$1" && set +a && cd "$2" && shift 2 && exec "$@"' _ "$env_file" "$dir" "$@"
}

# The value of one setting as the service sees it ('' when unset).
setting() {
  # shellcheck disable=SC2016 # the inner script expands its own arguments
  as_app bash -c 'set -a && . "$1" && set +a && printf "%s" "${!2:-}"' _ "$env_file" "$1"
}

[ "$(id -u)" -eq 0 ] || {
  echo "Run as root (it stops and starts the $service service)." >&2
  exit 1
}

echo "Building $ref in $release"
as_app mkdir -p "$root/releases"
as_app git clone --quiet "$repo" "$release"
as_app git -C "$release" checkout --quiet --detach "$ref"
in_release "$release" npm ci --no-audit --no-fund
in_release "$release" npm run build

previous=$(readlink -f "$root/current" || true)

# Stopped before the backup, so no lead arrives between the backup and the migration.
echo "Stopping $service"
systemctl stop "$service"

# Both leave the database as it was when they fail (a migration batch is one transaction). Called
# in an `if`, where set -e does not apply: every step says `|| return`.
back_up() {
  local database_url data_dir dump
  database_url=$(setting DATABASE_URL) || return
  if [ -n "$database_url" ]; then
    dump=/var/lib/hotelix/backups/postgres-before-$stamp.dump
    echo "Backing PostgreSQL up to $dump"
    as_app mkdir -p "$(dirname "$dump")" || return
    # shellcheck disable=SC2016 # DATABASE_URL is expanded by the inner shell, from the settings
    in_release "$release" bash -c 'pg_dump -Fc --file="$1" --dbname="$DATABASE_URL"' _ "$dump" || return
  else
    data_dir=$(setting DATA_DIR) || return
    if [ ! -e "${data_dir:-$release/data}/site.db" ]; then
      echo "No SQLite database yet (first release): nothing to back up"
      return
    fi
    echo "Backing SQLite up"
    in_release "$release" npm run db:backup || return
  fi
}
migrate() {
  echo "Applying migrations"
  in_release "$release" npm run db:migrate
}
if ! back_up || ! migrate; then
  echo "Backup or migrations failed: the database is unchanged; the previous release starts again." >&2
  [ -z "$previous" ] || systemctl start "$service"
  exit 1
fi

# Switched in one rename, so current always points at a whole release.
ln -sfn "$release" "$root/current.new"
mv -T "$root/current.new" "$root/current"
echo "Starting $service on $release"
systemctl start "$service"

host=$(setting HOST)
port=$(setting PORT)
case "$host" in
  '' | localhost | 0.0.0.0) host=127.0.0.1 ;;
  '::') host='[::1]' ;;
  *:*) host="[$host]" ;;
esac
ready_url="http://$host:${port:-3000}/readyz"
for _ in $(seq 1 60); do
  if curl --silent --fail --max-time 3 --output /dev/null "$ready_url"; then
    echo "Ready: $ready_url answers 200"
    # Keeps the newest releases (stamps sort by time), never the one running.
    find "$root/releases" -mindepth 1 -maxdepth 1 -type d -name '2*' | sort | head -n "-$keep_releases" |
      while read -r old; do
        [ "$old" = "$release" ] || rm -rf -- "$old"
      done
    exit 0
  fi
  sleep 1
done

echo "$ready_url did not answer 200 within 60 s. See: journalctl -u $service -n 50" >&2
echo "To go back: restore the backup above, point $root/current at ${previous:-the previous release}, restart." >&2
exit 1
