/// The OpenAPI 3.1 description of the HTTP API, served at `GET /openapi.json`.
/// Tests validate real responses against it, so it must stay exact.
public enum OpenAPIDocument {
    public static let json = #"""
{
  "openapi": "3.1.0",
  "info": {
    "title": "Tanya LPSE API",
    "version": "1.0.0",
    "description": "Answers problem descriptions from LPSE/SPSE users (vendors, PPK, Pokja, LPSE staff) from the Tanya LPSE knowledge base. Replies are answer, clarify or fallback.",
    "license": {"name": "Proprietary", "identifier": "LicenseRef-Proprietary"}
  },
  "servers": [{"url": "/"}],
  "paths": {
    "/v1/ask": {
      "post": {
        "operationId": "ask",
        "summary": "Answer a question, or return the entry chosen by intent id",
        "requestBody": {
          "required": true,
          "content": {"application/json": {"schema": {"$ref": "#/components/schemas/AskRequest"}}}
        },
        "responses": {
          "200": {"description": "The reply", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Reply"}}}},
          "400": {"$ref": "#/components/responses/Error"},
          "405": {"$ref": "#/components/responses/Error"},
          "411": {"$ref": "#/components/responses/Error"},
          "413": {"$ref": "#/components/responses/Error"},
          "415": {"$ref": "#/components/responses/Error"}
        }
      }
    },
    "/v1/intents": {
      "get": {
        "operationId": "listIntents",
        "summary": "Every entry of the knowledge base",
        "responses": {
          "200": {"description": "The entries", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/IntentList"}}}}
        }
      }
    },
    "/v1/intents/{id}": {
      "get": {
        "operationId": "getIntent",
        "summary": "One entry, rendered for a site",
        "parameters": [
          {"name": "id", "in": "path", "required": true, "schema": {"type": "string", "pattern": "^[a-z0-9-]+$"}},
          {"name": "site", "in": "query", "required": false, "schema": {"type": "string"}}
        ],
        "responses": {
          "200": {"description": "The entry", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/IntentDetail"}}}},
          "404": {"$ref": "#/components/responses/Error"}
        }
      }
    },
    "/healthz": {
      "get": {
        "operationId": "health",
        "summary": "Liveness and the size of the knowledge base served",
        "responses": {
          "200": {"description": "Healthy", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Health"}}}}
        }
      }
    },
    "/metrics": {
      "get": {
        "operationId": "metrics",
        "summary": "Prometheus metrics",
        "responses": {
          "200": {"description": "Prometheus text format", "content": {"text/plain": {"schema": {"type": "string"}}}}
        }
      }
    },
    "/openapi.json": {
      "get": {
        "operationId": "openapi",
        "summary": "This document",
        "responses": {
          "200": {"description": "OpenAPI document", "content": {"application/json": {"schema": {"type": "object"}}}}
        }
      }
    },
    "/": {
      "get": {
        "operationId": "demoPage",
        "summary": "Demo page embedding the chat widget",
        "responses": {
          "200": {"description": "HTML page", "content": {"text/html": {"schema": {"type": "string"}}}}
        }
      }
    },
    "/widget.js": {
      "get": {
        "operationId": "widget",
        "summary": "The embeddable chat widget",
        "responses": {
          "200": {"description": "JavaScript", "content": {"application/javascript": {"schema": {"type": "string"}}}}
        }
      }
    }
  },
  "components": {
    "responses": {
      "Error": {
        "description": "A client error",
        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}
      }
    },
    "schemas": {
      "AskRequest": {
        "type": "object",
        "properties": {
          "text": {"type": ["string", "null"], "maxLength": 1000, "description": "The question, as the user typed it. Required unless intent is given."},
          "intent": {"type": ["string", "null"], "description": "An entry id, e.g. from a clarify option."},
          "site": {"type": ["string", "null"], "description": "A site profile id; its contacts are shown."}
        },
        "anyOf": [
          {"required": ["text"], "properties": {"text": {"type": "string"}}},
          {"required": ["intent"], "properties": {"intent": {"type": "string"}}}
        ]
      },
      "Reply": {
        "type": "object",
        "additionalProperties": false,
        "required": ["type", "intent", "confidence", "title", "message", "steps", "documents", "notes", "contacts", "options", "related", "matched", "source"],
        "properties": {
          "type": {"type": "string", "enum": ["answer", "clarify", "fallback"]},
          "intent": {"type": ["string", "null"]},
          "confidence": {"type": "number", "minimum": 0, "maximum": 1},
          "title": {"type": ["string", "null"]},
          "message": {"type": "string"},
          "steps": {"type": "array", "items": {"type": "string"}},
          "documents": {"type": "array", "items": {"type": "string"}},
          "notes": {"type": "array", "items": {"type": "string"}},
          "contacts": {"type": "array", "items": {"$ref": "#/components/schemas/Contact"}},
          "options": {"type": "array", "items": {"$ref": "#/components/schemas/Option"}},
          "related": {"type": "array", "items": {"$ref": "#/components/schemas/Option"}},
          "matched": {"type": "array", "items": {"type": "string"}},
          "source": {"type": "array", "items": {"type": "string"}}
        }
      },
      "Contact": {
        "type": "object",
        "additionalProperties": false,
        "required": ["label", "value", "href"],
        "properties": {
          "label": {"type": "string"},
          "value": {"type": "string"},
          "href": {"type": ["string", "null"], "pattern": "^(mailto:|tel:|https?://)"}
        }
      },
      "Option": {
        "type": "object",
        "additionalProperties": false,
        "required": ["intent", "title"],
        "properties": {"intent": {"type": "string"}, "title": {"type": "string"}}
      },
      "IntentList": {
        "type": "object",
        "additionalProperties": false,
        "required": ["intents"],
        "properties": {
          "intents": {
            "type": "array",
            "items": {
              "type": "object",
              "additionalProperties": false,
              "required": ["id", "title", "audience"],
              "properties": {
                "id": {"type": "string"},
                "title": {"type": "string"},
                "audience": {"type": "array", "items": {"type": "string", "enum": ["penyedia", "ppk", "pokja", "lpse", "umum"]}}
              }
            }
          }
        }
      },
      "IntentDetail": {
        "type": "object",
        "additionalProperties": false,
        "required": ["id", "title", "audience", "topic", "summary", "steps", "documents", "notes", "contacts", "related", "examples", "source"],
        "properties": {
          "id": {"type": "string"},
          "title": {"type": "string"},
          "audience": {"type": "array", "items": {"type": "string"}},
          "topic": {"type": ["string", "null"]},
          "summary": {"type": "string"},
          "steps": {"type": "array", "items": {"type": "string"}},
          "documents": {"type": "array", "items": {"type": "string"}},
          "notes": {"type": "array", "items": {"type": "string"}},
          "contacts": {"type": "array", "items": {"$ref": "#/components/schemas/Contact"}},
          "related": {"type": "array", "items": {"$ref": "#/components/schemas/Option"}},
          "examples": {"type": "array", "items": {"type": "string"}},
          "source": {"type": "array", "items": {"type": "string"}}
        }
      },
      "Health": {
        "type": "object",
        "additionalProperties": false,
        "required": ["status", "entries", "sites"],
        "properties": {
          "status": {"type": "string", "enum": ["ok"]},
          "entries": {"type": "integer", "minimum": 0},
          "sites": {"type": "array", "items": {"type": "string"}}
        }
      },
      "Error": {
        "type": "object",
        "additionalProperties": false,
        "required": ["error"],
        "properties": {
          "error": {
            "type": "object",
            "additionalProperties": false,
            "required": ["code", "message", "message_en"],
            "properties": {
              "code": {"type": "string"},
              "message": {"type": "string", "description": "Indonesian"},
              "message_en": {"type": "string", "description": "English"}
            }
          }
        }
      }
    }
  }
}
"""#
}
