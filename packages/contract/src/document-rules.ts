/**
 * Rules written so that the OpenAPI document states them too. A refinement is a function,
 * which JSON Schema cannot show: rules on text are zod checks (`.regex`), rules across fields
 * carry their JSON Schema (`if`/`then`) beside them, and what no schema can say (check digits,
 * duplicates) is said in the field's description.
 */

/** `pattern` (anchored) or the empty text: for an optional field whose blank becomes null. */
export function orEmpty(pattern: RegExp): RegExp {
  const inner = pattern.source.replace(/^\^/, '').replace(/\$$/, '');
  return new RegExp(`^(?:${inner})?$`, pattern.flags);
}

/** A rule a non-blank optional text must follow, with its pt-BR message. */
export interface TextRule {
  pattern: RegExp;
  message: string;
}

/** Said of every CNPJ field in the OpenAPI document: the check the server makes that JSON Schema cannot show. */
export const CNPJ_DESCRIPTION =
  'CNPJ com ou sem máscara (numérico ou alfanumérico); o servidor confere os dígitos verificadores, regra que o JSON Schema não expressa';

/** Said of every CPF field in the OpenAPI document. */
export const CPF_DESCRIPTION =
  'CPF com ou sem máscara; o servidor confere os dígitos verificadores, regra que o JSON Schema não expressa';

/** Marks a query parameter whose text is a JSON object (the document shows it as content application/json). */
export const JSON_QUERY_KEYWORD = 'x-honora-json';

/** A filled text (not blank): what "given" means for the optional texts whose blank is null. */
export const FILLED_TEXT = { type: 'string', pattern: '\\S' } as const;

/** JSON Schema (as metadata) for "when `field` is `value`, `then`". */
export const whenEquals = (field: string, value: string, then: Record<string, unknown>) => ({
  if: { properties: { [field]: { const: value } }, required: [field] },
  then,
});

/** JSON Schema (as metadata) for "either both texts are filled or neither" (crm and its state). */
export const filledTogether = (a: string, b: string) => ({
  allOf: [
    {
      if: { properties: { [a]: FILLED_TEXT }, required: [a] },
      then: { properties: { [b]: FILLED_TEXT }, required: [b] },
    },
    {
      if: { properties: { [b]: FILLED_TEXT }, required: [b] },
      then: { properties: { [a]: FILLED_TEXT }, required: [a] },
    },
  ],
});
