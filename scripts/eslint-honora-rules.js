import path from 'node:path';

const FEATURES = `${path.sep}packages${path.sep}web${path.sep}src${path.sep}features${path.sep}`;

/** The feature folder a file belongs to (packages/web/src/features/<name>/…), or null. */
function featureOf(file) {
  const index = file.indexOf(FEATURES);
  if (index < 0) return null;
  return file.slice(index + FEATURES.length).split(path.sep)[0] ?? null;
}

/** Web features never import each other; what two features share moves to a shared folder. */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid imports from one web feature into another' },
    messages: { cross: 'Feature "{{from}}" must not import feature "{{to}}"; move what they share to src/shared.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      let target = null;
      if (source.startsWith('.')) target = featureOf(path.resolve(path.dirname(file), source));
      else {
        const match = /(?:^|\/)features\/([^/]+)/.exec(source);
        if (match && (source.startsWith('@/') || source.startsWith('src/') || source.startsWith('~/')))
          target = match[1];
      }
      if (target && target !== from) context.report({ node, messageId: 'cross', data: { from, to: target } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

const MODULES = `${path.sep}packages${path.sep}server${path.sep}src${path.sep}modules${path.sep}`;

/** The server module a path belongs to (packages/server/src/modules/<name>/…) and the rest of its path, or null. */
function moduleOf(file) {
  const index = file.indexOf(MODULES);
  if (index < 0) return null;
  const [name, ...rest] = file.slice(index + MODULES.length).split(path.sep);
  return name ? { name, rest: rest.join('/') } : null;
}

/** A module's public entry: its folder or its index.ts (decision 023). */
const isPublicEntry = (rest) => ['', 'index', 'index.ts', 'index.js'].includes(rest);

/**
 * Server modules import one another only through their public entry (modules/<name>/index.ts),
 * never another module's internals (decision 023); inside a module, files import each other freely.
 */
const noCrossModuleInternals = {
  meta: {
    type: 'problem',
    docs: { description: "forbid imports of another server module's internals (only its index.ts)" },
    messages: {
      internal:
        'Module "{{from}}" must import module "{{to}}" through its public entry (../{{to}}), not "{{source}}"; export what it needs from {{to}}/index.ts.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = moduleOf(path.resolve(path.dirname(file), source));
      if (!target || target.name === from.name || isPublicEntry(target.rest)) return;
      context.report({ node, messageId: 'internal', data: { from: from.name, to: target.name, source } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const honoraRules = {
  rules: { 'no-cross-feature-imports': noCrossFeatureImports, 'no-cross-module-internals': noCrossModuleInternals },
};
