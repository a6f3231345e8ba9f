import path from 'node:path';
import { spawnSync } from 'node:child_process';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { PUBLIC_API_BASE, PUBLIC_DATA_OPENAPI_PATH, type OpenApiDocument, type OpenApiObject } from '@platform/shared';
import { api } from './api-client';

/**
 * The public data API's OpenAPI document as the server serves it, and a check of any answer of the API against it:
 * the status must be documented for the call, the body valid against its schema, and the documented headers present
 * (where required) and valid. Schemas are checked with ajv's JSON Schema 2020-12, the dialect of OpenAPI 3.1.
 */

const DOCUMENT_ID = 'urn:platform:public-data-api';
/** The fields of an OpenAPI document's root, which are not JSON Schema keywords. */
const OPENAPI_FIELDS = [
  'openapi',
  'info',
  'servers',
  'security',
  'paths',
  'components',
  'tags',
  'externalDocs',
  'jsonSchemaDialect',
  'webhooks',
];

export const OPENAPI_URL = `${PUBLIC_API_BASE}${PUBLIC_DATA_OPENAPI_PATH}`;

interface Loaded {
  document: OpenApiDocument;
  ajv: Ajv2020;
}
let loaded: Promise<Loaded> | undefined;

/** A strict JSON Schema 2020-12 validator with the formats (date-time, uri-reference) the document uses. */
export function schemaValidator(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  return ajv;
}

/** The served document, fetched once per test file. */
export function servedDocument(): Promise<Loaded> {
  loaded ??= (async () => {
    const res = await api().get(OPENAPI_URL);
    if (res.status !== 200) throw new Error(`${OPENAPI_URL} answered ${res.status}`);
    const document = res.body as OpenApiDocument;
    const ajv = schemaValidator();
    // The whole document as one schema, so each answer's schema is found by its place and its $refs resolve.
    ajv.addVocabulary(OPENAPI_FIELDS);
    ajv.addSchema({ ...document, $id: DOCUMENT_ID });
    return { document, ajv };
  })();
  return loaded;
}

const pointerPart = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** Follows an OpenAPI $ref ('#/components/responses/…') to the object and its JSON pointer. */
function resolve(document: OpenApiDocument, object: OpenApiObject, pointer: string): { object: OpenApiObject; pointer: string } {
  const target = object.$ref;
  if (typeof target !== 'string') return { object, pointer };
  const at = target.replace(/^#/, '');
  const found = at
    .split('/')
    .slice(1)
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  return resolve(document, found as OpenApiObject, at);
}

function check(validate: ValidateFunction | undefined, value: unknown, where: string): string[] {
  if (!validate) return [`${where}: no schema`];
  return validate(value)
    ? []
    : (validate.errors ?? []).map((error) => `${where}${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`);
}

/** A header's value as its schema reads it: digits are a number where the schema wants an integer. */
const headerValue = (raw: string, schema: OpenApiObject) => (schema.type === 'integer' && /^\d+$/.test(raw) ? Number(raw) : raw);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** What in the answer differs from the document's response for that call and status (empty when none). */
export async function undocumented(method: string, pathTemplate: string, res: Answer): Promise<string[]> {
  const { document, ajv } = await servedDocument();
  const operation = document.paths[pathTemplate]?.[method.toLowerCase()] as OpenApiObject | undefined;
  if (!operation) return [`${method} ${pathTemplate} is not in the document`];
  const responses = operation.responses as Record<string, OpenApiObject>;
  if (!responses[res.status]) return [`${method} ${pathTemplate} documents no ${res.status} answer`];
  const opPointer = `/paths/${pointerPart(pathTemplate)}/${method.toLowerCase()}`;
  const { object: response, pointer } = resolve(document, responses[res.status], `${opPointer}/responses/${res.status}`);
  const problems: string[] = [];

  const mediaType = (res.headers['content-type'] ?? '').split(';')[0].trim();
  const content = response.content as Record<string, OpenApiObject> | undefined;
  if (!content?.[mediaType]) problems.push(`Content-Type ${mediaType || '(none)'} is not documented`);
  else problems.push(...check(ajv.getSchema(`${DOCUMENT_ID}#${pointer}/content/${pointerPart(mediaType)}/schema`), res.body, 'body'));

  const headers = (response.headers ?? {}) as Record<string, OpenApiObject>;
  for (const [name, declared] of Object.entries(headers)) {
    const { object: header, pointer: headerPointer } = resolve(document, declared, `${pointer}/headers/${pointerPart(name)}`);
    const raw = res.headers[name.toLowerCase()];
    if (raw === undefined) {
      if (header.required) problems.push(`header ${name} is missing`);
      continue;
    }
    problems.push(
      ...check(ajv.getSchema(`${DOCUMENT_ID}#${headerPointer}/schema`), headerValue(raw, header.schema as OpenApiObject), name),
    );
  }
  return problems;
}

/** Fails unless the answer is exactly as the document says for that call and status. */
export async function expectDocumented(method: string, pathTemplate: string, res: Answer): Promise<void> {
  expect({ call: `${method} ${pathTemplate} → ${res.status}`, problems: await undocumented(method, pathTemplate, res) }).toEqual({
    call: `${method} ${pathTemplate} → ${res.status}`,
    problems: [],
  });
}

/** A standard OpenAPI validator's verdict on a document (an ES module, so run as a script of its own). */
export function standardVerdict(document: unknown): { valid: boolean; version: string; errors: unknown[] } {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'openapi-check.mjs')], {
    input: JSON.stringify(document),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`The OpenAPI validator failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}
