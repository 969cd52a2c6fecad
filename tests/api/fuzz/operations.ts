/** A JSON schema as the OpenAPI document prints it (what the fuzzer reads of it). */
export interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

/** One text field of a multipart form and where its valid value comes from (a pool of ids.ts). */
interface MultipartForm {
  /** The file part's name, and what a valid file is. */
  file: { name: string; kind: 'image' | 'pdf' };
  /** Text parts: name → pool of a valid value. */
  fields: Record<string, string>;
}

export interface Operation {
  method: string;
  /** As documented: '/api/agencies/{id}'. */
  path: string;
  key: string;
  parameters: Parameter[];
  /** The JSON body's schema, if the operation takes one. */
  body?: Schema;
  bodyRequired: boolean;
  multipart?: MultipartForm;
  /** The tus protocol's endpoint: its requests are built by tus rules, not from a schema. */
  tus: boolean;
  /** Called with a bearer service token (the public site's visitor events). */
  serviceToken: boolean;
  /** The fields of a list's rows (what `sort` may name), from the 200 response. */
  rowFields: string[];
}

/**
 * Multipart uploads publish no request body in the document (they are read as a stream, not
 * validated by a schema), so their parts are named here. The test fails for any operation whose
 * summary says multipart and that has no entry, so a new upload route is noticed.
 */
const MULTIPART_FORMS: Record<string, MultipartForm> = {
  'POST /api/media/images': { file: { name: 'file', kind: 'image' }, fields: {} },
  'POST /api/property-data-room': {
    file: { name: 'File', kind: 'pdf' },
    fields: { UserId: 'admin', PropertyDataRoomId: 'heading', PropertyId: 'property' },
  },
  'POST /api/ndaregister/upload': {
    file: { name: 'file', kind: 'pdf' },
    fields: { adminuserid: 'admin', userid: 'buyer', propertyid: 'property' },
  },
};

interface OpenApiOperation {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: Record<string, unknown>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Every operation of the document, in its order; a route added to the API is fuzzed without a line here. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      const key = `${method.toUpperCase()} ${path}`;
      const multipart = MULTIPART_FORMS[key];
      if (!multipart && /multipart/i.test(spec.summary ?? '')) throw new Error(`${key} takes multipart: name its parts in MULTIPART_FORMS`);
      const ok = spec.responses?.['200']?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        key,
        parameters: (spec.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
        body: spec.requestBody?.content?.['application/json']?.schema,
        bodyRequired: spec.requestBody?.required ?? false,
        multipart,
        tus: path.startsWith('/api/media/videos/tus'),
        serviceToken: (spec.security ?? []).some((s) => 'serviceToken' in s),
        rowFields: Object.keys((ok?.type === 'array' ? ok.items : ok)?.properties ?? {}),
      });
    }
  }
  return operations;
}
