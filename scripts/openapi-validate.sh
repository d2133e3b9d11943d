#!/usr/bin/env bash
# Validates api/openapi.json (the document served at GET /openapi.json) with the
# PyPI package openapi-spec-validator, installed here if missing. The Swift
# tests check the same document structurally and against real responses;
# this is an independent second opinion on OpenAPI 3.1 validity.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! python3 -c 'import openapi_spec_validator' 2>/dev/null; then
  echo "openapi-validate: installing openapi-spec-validator (pip)"
  python3 -m pip install -q openapi-spec-validator >/dev/null 2>&1 || {
    echo "openapi-validate: FAILED: could not install openapi-spec-validator with pip; not validated" >&2; exit 1; }
fi
python3 - <<'PY'
import json
from openapi_spec_validator import validate
from openapi_spec_validator.validation.exceptions import OpenAPIValidationError

with open("api/openapi.json", encoding="utf-8") as handle:
    document = json.load(handle)
try:
    validate(document)
except OpenAPIValidationError as error:
    print(f"openapi-validate: api/openapi.json is NOT valid OpenAPI {document.get('openapi')}: {error}")
    raise SystemExit(1)
print(f"openapi-validate: api/openapi.json is valid OpenAPI {document['openapi']} "
      f"({len(document['paths'])} paths, {len(document['components']['schemas'])} schemas)")
PY
