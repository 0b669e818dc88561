import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { JsonSchema } from './json-schema-arbitrary';
import type { OpenApiDocument } from './parity';

const dotted = (pointer: string) =>
  pointer.replace(/^\//, '').replaceAll('/', '.').replace(/~1/g, '/').replace(/~0/g, '~');

/** The document's side: its schemas (with its components) compiled by ajv, JSON Schema 2020-12. */
export class DocumentJudge {
  private readonly strict: Ajv2020;
  private readonly coercing: Ajv2020;
  private readonly components: Record<string, JsonSchema>;

  constructor(readonly doc: OpenApiDocument) {
    this.components = doc.components?.schemas ?? {};
    const options = { strict: false, allErrors: true, validateFormats: true } as const;
    this.strict = new Ajv2020(options);
    // Query and path values arrive as text: read them as the document's types (OpenAPI's style=form).
    this.coercing = new Ajv2020({ ...options, coerceTypes: 'array' });
    for (const ajv of [this.strict, this.coercing]) addFormats(ajv);
  }

  resolve = (ref: string): JsonSchema => {
    const name = ref.replace('#/components/schemas/', '');
    const found = this.components[name];
    if (!found) throw new Error(`unknown schema ${ref}`);
    return found;
  };

  private compile(ajv: Ajv2020, schema: JsonSchema) {
    return ajv.compile({ ...schema, components: { schemas: this.components } });
  }

  /** A schema's verdict on a value: the dotted paths it objects to (none: valid). */
  validator(schema: JsonSchema, coerce: boolean): (value: unknown) => string[] {
    const validate = this.compile(coerce ? this.coercing : this.strict, schema);
    return (value) =>
      validate(structuredClone(value)) ? [] : (validate.errors ?? []).map((e) => dotted(e.instancePath));
  }
}
