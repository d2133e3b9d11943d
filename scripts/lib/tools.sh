# Shared by load.sh and scale-out.sh (source it).

# ensure_load_tools NAME: install wrk, curl and nginx from Debian's packages
# where missing, and set nginx_bin. Returns 1 (NAME says who failed) when
# they cannot be installed.
ensure_load_tools() {
  local need=()
  command -v wrk >/dev/null 2>&1 || need+=(wrk)
  command -v curl >/dev/null 2>&1 || need+=(curl)
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx)
  if [ ${#need[@]} -gt 0 ]; then
    echo "installing ${need[*]} (apt-get)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null 2>&1 || true
    apt-get install -y -qq "${need[@]}" >/dev/null 2>&1 || { echo "$1: cannot install ${need[*]}" >&2; return 1; }
  fi
  nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
}
