// The SPA's dependency rules as ESLint rules (docs/architecture.md, "Dependency rules"):
// - `features`: features (src/features/<name>/) meet only in src/app/, which composes them (a feature
//   takes what another offers as a prop: a component, a slot, a callback), or through a shared module
//   (src/lib, src/components, src/charting, …). No feature imports another, not even its index.ts or
//   a type; no shared module imports a feature.
// - `no-cycle`: no chain of runtime imports (type-only and dynamic imports aside) leads back to the file.
// `src/lib/` importing no component is plain `no-restricted-imports` in eslint.config.js.
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.join(import.meta.dirname, '..', 'src');
const FEATURES = path.join(SRC, 'features');
const APP = path.join(SRC, 'app');

const inside = (dir, file) => {
  const rel = path.relative(dir, file);
  return !rel.startsWith('..') && !path.isAbsolute(rel);
};

/** The feature a file belongs to, or null outside src/features/. */
function featureOf(file) {
  if (!inside(FEATURES, file)) return null;
  return path.relative(FEATURES, file).split(path.sep)[0];
}

/** The sources a node imports from: import/export declarations and import() with a literal. */
function importVisitors(check) {
  const visit = (node) => node.source && typeof node.source.value === 'string' && check(node, node.source.value);
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: (node) => node.source.type === 'Literal' && typeof node.source.value === 'string' && check(node, node.source.value),
  };
}

const features = {
  meta: {
    type: 'problem',
    docs: { description: 'Features meet only in src/app/ or through a shared module: no feature imports another' },
    messages: {
      crossing:
        "'{{from}}' imports the {{to}} feature from the {{mine}} feature: features meet only in src/app/, which composes them (pass a component, slot or callback down as a prop), or through a shared module (src/lib, src/components, src/charting).",
      shared: "'{{from}}' imports the {{to}} feature from a shared module: only src/app/ composes features.",
    },
    schema: [],
  },
  create(context) {
    const self = path.resolve(context.filename);
    if (!inside(SRC, self) || inside(APP, self)) return {};
    const mine = featureOf(self);
    return importVisitors((node, source) => {
      if (!source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(self), source));
      if (!target || target === mine) return;
      if (mine) context.report({ node: node.source, messageId: 'crossing', data: { from: source, to: target, mine } });
      else context.report({ node: node.source, messageId: 'shared', data: { from: source, to: target } });
    });
  },
};

// Runtime imports of each file, read once per lint run.
const edges = new Map();
const RUNTIME_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
function importsOf(file) {
  let list = edges.get(file);
  if (list) return list;
  list = [];
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    // a file that does not exist (a typo in an import) is the compiler's error, not this rule's
  }
  for (const m of text.matchAll(RUNTIME_IMPORT)) list.push(path.resolve(path.dirname(file), m[1]));
  edges.set(file, list);
  return list;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No chain of runtime imports leads back to the importing file' },
    messages: { cycle: "'{{from}}' leads back to this file: {{chain}}." },
    schema: [],
  },
  create(context) {
    const self = path.resolve(context.filename);
    if (!self.startsWith(SRC + path.sep)) return {};
    const visit = (node) => {
      if (node.importKind === 'type' || !node.source || typeof node.source.value !== 'string' || !node.source.value.startsWith('.')) return;
      if (node.specifiers?.length && node.specifiers.every((s) => s.importKind === 'type')) return;
      const start = path.resolve(path.dirname(self), node.source.value);
      // depth-first from the import, with the path taken, until this file comes back
      const seen = new Set();
      const stack = [[start, [start]]];
      while (stack.length) {
        const [file, trail] = stack.pop();
        if (file === self) {
          const chain = [self, ...trail].map((f) => path.relative(SRC, f)).join(' → ');
          context.report({ node: node.source, messageId: 'cycle', data: { from: node.source.value, chain } });
          return;
        }
        if (seen.has(file)) continue;
        seen.add(file);
        for (const next of importsOf(file)) stack.push([next, [...trail, next]]);
      }
    };
    return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit };
  },
};

export default { meta: { name: 'tradecraft-boundaries' }, rules: { features, 'no-cycle': noCycle } };
