import { fmt, messages } from '@honora/contract';
import { graphqlError } from './errors';
import {
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

const m = messages.screens.money.errors;

/**
 * Limits that reject abusive queries before anything runs (issue 7: "query depth and complexity
 * limits reject abusive queries with a clear error"). Depth counts nested field selections
 * (the schema's deepest real query is 3); introspection subtrees may go deeper (the standard
 * introspection query nests `ofType` 7 times) but are capped too, because every level of
 * `fields { type { fields … } }` multiplies the answer. Complexity counts every field that
 * would be resolved, fragments expanded as often as they are spread.
 */
export const GRAPHQL_LIMITS = { maxDepth: 8, maxIntrospectionDepth: 15, maxFields: 1000 };

interface Measure {
  depth: number;
  introspectionDepth: number;
  fields: number;
}

const CAP = Number.MAX_SAFE_INTEGER;

function measureSelections(
  set: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  memo: Map<string, Measure>,
  visiting: Set<string>,
  inIntrospection: boolean,
): Measure {
  const out: Measure = { depth: 0, introspectionDepth: 0, fields: 0 };
  for (const selection of set?.selections ?? []) {
    let inner: Measure;
    if (selection.kind === Kind.FIELD) {
      const isIntrospection =
        inIntrospection || selection.name.value === '__schema' || selection.name.value === '__type';
      const child = measureSelections(selection.selectionSet, fragments, memo, visiting, isIntrospection);
      inner = isIntrospection
        ? {
            depth: 0,
            introspectionDepth: 1 + Math.max(child.depth, child.introspectionDepth),
            fields: 1 + child.fields,
          }
        : { depth: 1 + child.depth, introspectionDepth: child.introspectionDepth, fields: 1 + child.fields };
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measureSelections(selection.selectionSet, fragments, memo, visiting, inIntrospection);
    } else {
      inner = measureFragment(selection.name.value, fragments, memo, visiting, inIntrospection);
    }
    out.depth = Math.max(out.depth, inner.depth);
    out.introspectionDepth = Math.max(out.introspectionDepth, inner.introspectionDepth);
    out.fields = Math.min(CAP, out.fields + inner.fields);
  }
  return out;
}

/** A fragment measured once per context (memoized: a fragment spread many times costs nothing to measure). */
function measureFragment(
  name: string,
  fragments: Map<string, FragmentDefinitionNode>,
  memo: Map<string, Measure>,
  visiting: Set<string>,
  inIntrospection: boolean,
): Measure {
  const key = `${inIntrospection ? 'i' : 'q'}:${name}`;
  const known = memo.get(key);
  if (known) return known;
  const fragment = fragments.get(name);
  // Unknown fragments and cycles are reported by the standard rules; here they cost nothing.
  if (!fragment || visiting.has(name)) return { depth: 0, introspectionDepth: 0, fields: 0 };
  visiting.add(name);
  const measure = measureSelections(fragment.selectionSet, fragments, memo, visiting, inIntrospection);
  visiting.delete(name);
  memo.set(key, measure);
  return measure;
}

function limitError(message: string) {
  return graphqlError(message, { extensions: { code: 'inputError' } });
}

/** The depth and field-count limits, one validation rule. */
export const queryLimitsRule: ValidationRule = (context: ValidationContext): ASTVisitor => {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const memo = new Map<string, Measure>();
  return {
    OperationDefinition(operation) {
      const measure = measureSelections(operation.selectionSet, fragments, memo, new Set(), false);
      if (measure.depth > GRAPHQL_LIMITS.maxDepth) {
        context.reportError(limitError(fmt(m.queryTooDeep, { max: GRAPHQL_LIMITS.maxDepth })));
      } else if (measure.introspectionDepth > GRAPHQL_LIMITS.maxIntrospectionDepth) {
        context.reportError(limitError(fmt(m.queryTooDeep, { max: GRAPHQL_LIMITS.maxIntrospectionDepth })));
      }
      if (measure.fields > GRAPHQL_LIMITS.maxFields) {
        context.reportError(limitError(fmt(m.queryTooComplex, { max: GRAPHQL_LIMITS.maxFields })));
      }
      return false;
    },
  };
};

/** Introspection only for a signed-in session: the schema is not shown to anonymous callers. */
export const noAnonymousIntrospectionRule: ValidationRule = (context: ValidationContext): ASTVisitor => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        graphqlError(messages.errors.notLogged, { nodes: [node], extensions: { code: 'notLogged' } }),
      );
    }
  },
});
