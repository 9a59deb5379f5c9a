/**
 * `npm run openapi`: writes the backend contract the app and the mock world share (src/api/contracts) as an
 * OpenAPI 3.1 document, docs/api/openapi.json, for a backend team to build to and check against.
 * `npm run openapi -- --check` writes nothing and fails when the document is not what the contracts give
 * (run in `npm test`), so the document cannot drift from the code.
 *
 * What it describes is the plain call: the path, the headers of spec section 7, and the payload and `data`
 * as JSON. On the wire the path, the payload and every query value are encrypted (ARCHITECTURE, wire format);
 * `info.description` says how.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import * as z from 'zod/mini';
import { ENDPOINT_LIST } from '../src/api/contracts/endpoints.ts';
import {
  ALWAYS_SENT_HEADERS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_ENDPOINTS,
} from '../src/api/contracts/headers.ts';
import { SESSION_ERROR_CODES } from '../src/domain/events/session.ts';

const OUT = 'docs/api/openapi.json';
const USAGE = `usage: npm run openapi [-- --check]
  writes ${OUT} from src/api/contracts; --check only compares and fails when it differs`;

type Json = Record<string, unknown>;

/** A contract schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), without its `$schema` line. */
function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { unrepresentable: 'any', io }) as Json;
  return rest;
}

/** A request payload: a strict backend refuses a field its contract does not know (code 10000422). */
function requestSchema(schema: z.ZodMiniType): Json {
  const json = jsonSchema(schema, 'input');
  return json.type === 'object' ? { ...json, additionalProperties: false } : json;
}

const envelope = (data: Json): Json => ({
  type: 'object',
  properties: {
    code: { type: 'integer', description: '0 on success; otherwise an error code (spec section 8)' },
    msg: { type: 'string', description: "The message for the borrower, in the request's `lang`" },
    data,
  },
  required: ['code', 'msg', 'data'],
});

export function openApiDocument(): Json {
  const headers = ALWAYS_SENT_HEADERS.map((name) => ({
    name,
    in: 'header',
    required: true,
    schema: name === 'lang' ? { type: 'string', enum: ['es', 'en'] } : { type: 'string' },
    description:
      name === 'traceId' || name === 'android-id' || name === 'afid'
        ? 'Sent on every call; empty when the app runs without the native app'
        : 'Sent on every call',
  }));
  const timestamp = {
    name: 'timestamp',
    in: 'query',
    required: true,
    schema: { type: 'string', pattern: '^\\d{9,11}$' },
    description: 'Unix seconds of the request',
  };
  const parameters: Record<string, Json> = Object.fromEntries(
    [...headers, timestamp].map((parameter) => [parameter.name, parameter]),
  );
  const common = Object.keys(parameters).map((name) => ({ $ref: `#/components/parameters/${name}` }));
  const paths: Record<string, Json> = {};
  for (const endpoint of ENDPOINT_LIST) {
    const hasPayload = !(endpoint.request instanceof z.ZodMiniUndefined);
    const payload = hasPayload ? requestSchema(endpoint.request) : undefined;
    const idempotent = IDEMPOTENT_ENDPOINTS.includes(endpoint.name);
    const operation: Json = {
      operationId: endpoint.name,
      parameters: idempotent
        ? [
            ...common,
            {
              name: IDEMPOTENCY_KEY_HEADER,
              in: 'header',
              required: false,
              schema: { type: 'string', format: 'uuid' },
              description:
                'Ours, beside the spec: one random UUID per payment the borrower decided on, the same on every retry; a repeated key is answered with the first answer (IETF draft-ietf-httpapi-idempotency-key-header), the same key with another body is refused',
            },
          ]
        : common,
      responses: {
        '200': {
          description: 'The envelope; `data` as below when `code` is 0, null otherwise',
          content: { 'application/json': { schema: envelope(jsonSchema(endpoint.response, 'output')) } },
        },
      },
    };
    if (payload && endpoint.method === 'GET') {
      operation.parameters = [
        ...common,
        {
          name: 'payload',
          in: 'query',
          required: true,
          description: 'The payload below, encrypted, under a random 8-letter parameter name',
          content: { 'application/json': { schema: payload } },
        },
      ];
    } else if (payload) {
      operation.requestBody = {
        required: true,
        content: endpoint.multipart
          ? { 'multipart/form-data': { schema: payload } }
          : { 'application/json': { schema: payload } },
      };
    }
    paths[`/api${endpoint.path}`] = {
      ...(paths[`/api${endpoint.path}`] ?? {}),
      [endpoint.method.toLowerCase()]: operation,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cuota borrower API',
      version: '1',
      description: [
        'The calls of the product spec, section 7, as the app sends them and the mock world answers them.',
        'Wire format: the path after /api, the JSON payload and every query value are encrypted with the',
        'package name as key (ARCHITECTURE, wire format); a POST body is one JSON object with the cipher under a',
        'random 8-letter key. Every call has a 60-second time-out. `Authorization: Bearer <token>` goes on the',
        `calls of a logged-in borrower. Session codes ${SESSION_ERROR_CODES.join(', ')} end the session.`,
      ].join(' '),
    },
    servers: [{ url: '/' }],
    components: {
      parameters,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
    paths,
  };
}

function main(args: string[]): number {
  if (args.includes('--help')) {
    console.log(USAGE);
    return 0;
  }
  const unknown = args.filter((arg) => arg !== '--check');
  if (unknown.length > 0) {
    console.error(`unknown option ${unknown.join(' ')}\n${USAGE}`);
    return 2;
  }
  const text = `${JSON.stringify(openApiDocument(), null, 2)}\n`;
  const count = ENDPOINT_LIST.length;
  if (args.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(OUT, 'utf8');
    } catch {
      // missing: reported below
    }
    if (current !== text) {
      console.error(`${OUT} is not what src/api/contracts gives: run \`npm run openapi\` and commit it`);
      return 1;
    }
    console.log(`ok ${OUT}: ${count} calls, as the contracts give`);
    return 0;
  }
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, text);
  console.log(`wrote ${OUT}: ${count} calls`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
