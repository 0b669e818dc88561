import SchemaBuilder from '@pothos/core';
import type { GraphqlContext } from './context';

/**
 * The code-first schema builder (Pothos): output fields non-null unless marked, input fields
 * optional unless marked. The resolvers validate inputs with zod, so that missing or wrong values
 * answer the catalog's pt-BR messages with field paths, like the REST API.
 */
export const builder = new SchemaBuilder<{ Context: GraphqlContext; DefaultFieldNullability: false }>({
  defaultFieldNullability: false,
});
