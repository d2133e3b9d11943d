#!/usr/bin/env bash
# Static checks of the deployment kit in deploy/:
#   - nginx.conf loads in nginx as shipped, TLS included (`nginx -t` with a
#     throw-away self-signed certificate in place of the placeholders);
#   - tanya@.service passes `systemd-analyze verify` (with the built binary in
#     place of /usr/local/bin/tanya);
#   - Containerfile builds when a container engine runs here; otherwise a loud
#     SKIPPED line says why (the build machines have none and no image registry).
# Installs nginx and openssl with apt-get if missing. Exit 0 pass, 1 fail.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
failed=0
work=$(mktemp -d /tmp/tanya-deploy.XXXXXX)
trap 'rm -rf "$work"' EXIT

need=()
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx)
command -v openssl >/dev/null 2>&1 || need+=(openssl)
if [ ${#need[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null 2>&1 || true
  apt-get install -y -qq "${need[@]}" >/dev/null 2>&1 || { echo "deploy-check: FAIL: cannot install ${need[*]}"; exit 1; }
fi
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)

# nginx.conf, TLS and all.
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=tanya.test \
  -keyout "$work/privkey.pem" -out "$work/fullchain.pem" >/dev/null 2>&1
mkdir -p "$work/nginx/logs"
sed -e "s|/etc/ssl/tanya/|$work/|" \
  deploy/nginx.conf > "$work/nginx/tanya.conf"
cat > "$work/nginx/nginx.conf" <<CONF
pid $work/nginx/nginx.pid;
error_log $work/nginx/logs/error.log warn;
events {}
http {
  client_body_temp_path $work/nginx/body; proxy_temp_path $work/nginx/proxy; fastcgi_temp_path $work/nginx/fastcgi;
  uwsgi_temp_path $work/nginx/uwsgi; scgi_temp_path $work/nginx/scgi;
  include $work/nginx/tanya.conf;
}
CONF
if "$nginx_bin" -t -q -p "$work/nginx" -e "$work/nginx/logs/error.log" -c "$work/nginx/nginx.conf"; then
  echo "deploy-check: deploy/nginx.conf loads in nginx ($("$nginx_bin" -v 2>&1 | sed 's/.*: //'), TLS with a test certificate): ok"
else
  echo "deploy-check: FAIL: deploy/nginx.conf does not load"; failed=1
fi

# The systemd unit.
if command -v systemd-analyze >/dev/null 2>&1; then
  bin=$(swift build --show-bin-path 2>/dev/null)/tanya
  [ -x "$bin" ] || { swift build --product tanya >/dev/null 2>&1; }
  sed "s|/usr/local/bin/tanya|$bin|g" deploy/tanya@.service > "$work/tanya@8081.service"
  out=$(systemd-analyze verify "$work/tanya@8081.service" 2>&1 | grep -v -e 'Documentation' -e 'file:/srv' || true)
  if [ -z "$out" ]; then echo "deploy-check: deploy/tanya@.service passes systemd-analyze verify: ok"
  else echo "$out"; echo "deploy-check: FAIL: systemd-analyze verify complains about deploy/tanya@.service"; failed=1; fi
else
  echo "deploy-check: SKIPPED: systemd-analyze is not installed, deploy/tanya@.service NOT verified"
fi

# The container image.
engine=""
if command -v podman >/dev/null 2>&1 && podman info >/dev/null 2>&1; then engine=podman
elif command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; then engine=docker; fi
if [ -n "$engine" ]; then
  if "$engine" build -f deploy/Containerfile -t tanya-lpse:ci . ; then echo "deploy-check: $engine built deploy/Containerfile: ok"
  else echo "deploy-check: FAIL: $engine could not build deploy/Containerfile"; failed=1; fi
else
  echo "deploy-check: SKIPPED (loudly): deploy/Containerfile was NOT built: no container engine runs on this machine"
  echo "deploy-check: SKIPPED (loudly): (a docker client without a daemon, no podman; the base images would need a registry this machine cannot reach)"
fi
exit "$failed"
