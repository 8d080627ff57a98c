import fs from 'node:fs';
import path from 'node:path';

/*
 * The import directions of docs/architecture.md, checked on every import of our own code:
 * - src/domain imports nothing of ours; web never imports server, nor server web;
 * - a web feature never imports another feature (the router composes them); inside a feature (a portal),
 *   an area (a folder such as staff/messages) reaches another area only through that area's entry file
 *   (its index.ts) or through the feature's shared/ folder, which imports no area, and no chain of areas
 *   leads back; the files at the feature's top (its tabs, screens, header) compose the areas and may reach in;
 * - a server module (src/server/modules/<name>) reaches another module only through that
 *   module's entry file (its index.ts), and no chain of modules leads back to where it started;
 * - the layers under the modules (db, http, auth, platform) never import a module.
 * Tests and fixture files may reach into any module: they set up what they check.
 */
const SRC = path.resolve('src');
const MODULES = path.join(SRC, 'server', 'modules');
const FEATURES = path.join(SRC, 'web', 'features');
// The folder of a feature that holds what several of its areas use (query keys, shared components).
const SHARED_AREA = 'shared';
const ALIASES = { '@domain/': 'domain', '@server/': 'server', '@web/': 'web' };
// The composition roots that register routes and jobs, and the demo seed, wire modules together.
const COMPOSITION_ROOTS = ['server/app.ts', 'server/background-jobs.ts', 'server/main.ts', 'server/db/seed/'];

function resolveSpecifier(file, source) {
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  for (const [alias, top] of Object.entries(ALIASES)) {
    if (source.startsWith(alias)) return path.join(SRC, top, source.slice(alias.length));
  }
  return null;
}

function isTestCode(file) {
  return /\.test\.tsx?$|\.e2e\.ts$|fixtures\.ts$/.test(file) || file.includes(`${path.sep}test-support${path.sep}`);
}

function areaOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..')) return null;
  const parts = relative.split(path.sep);
  const [top, second, third] = parts;
  if (top === 'web' && second === 'features')
    return { top, relative, feature: third, area: featureAreaOf(parts), parts, module: null };
  if (top === 'server' && second === 'modules') return { top, relative, feature: null, module: third, parts };
  return { top, relative, feature: null, module: null };
}

/** The folder of a feature that a file lies in (web/features/<feature>/<area>/...), or null at the feature's top. */
function featureAreaOf(parts) {
  if (parts.length >= 5) return parts[3];
  if (parts.length !== 4) return null;
  const folder = path.join(FEATURES, parts[2], parts[3]);
  return fs.existsSync(folder) && fs.statSync(folder).isDirectory() ? parts[3] : null;
}

/** The entry of an area is its folder or its index file. */
function isAreaEntry(target) {
  const inside = target.parts.slice(4);
  return inside.length === 0 || (inside.length === 1 && /^index(\.tsx?)?$/.test(inside[0]));
}

/** The entry of a module is its folder or its index file. */
function isModuleEntry(target) {
  const inside = target.parts.slice(3);
  return inside.length === 0 || (inside.length === 1 && /^index(\.ts)?$/.test(inside[0]));
}

let moduleGraph = null;

/** Which module imports which, read once per lint run from the modules' non-test files. */
function readModuleGraph() {
  const graph = new Map();
  if (!fs.existsSync(MODULES)) return graph;
  for (const module of fs.readdirSync(MODULES)) {
    const edges = new Set();
    const walk = (dir) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !isTestCode(full)) {
          for (const match of fs.readFileSync(full, 'utf8').matchAll(/from '@server\/modules\/([a-z0-9-]+)/g)) {
            if (match[1] !== module) edges.add(match[1]);
          }
        }
      }
    };
    const root = path.join(MODULES, module);
    if (fs.statSync(root).isDirectory()) walk(root);
    graph.set(module, edges);
  }
  return graph;
}

const areaGraphs = new Map();

/** Which area of a feature imports which, read once per lint run from the areas' non-test files. */
function readAreaGraph(feature) {
  const graph = new Map();
  const root = path.join(FEATURES, feature);
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const edges = new Set();
    const walk = (dir) => {
      for (const child of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, child.name);
        if (child.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(child.name) && !isTestCode(full)) {
          for (const match of fs.readFileSync(full, 'utf8').matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
            const target = resolveSpecifier(full, match[1]);
            const area = target && areaOf(target);
            if (area?.feature === feature && area.area && area.area !== entry.name) edges.add(area.area);
          }
        }
      }
    };
    walk(path.join(root, entry.name));
    graph.set(entry.name, edges);
  }
  return graph;
}

/** The walls between the areas of one web feature; null when the import keeps to them. */
function areaViolation(file, fromArea, toArea) {
  const { feature } = fromArea;
  if (!fromArea.area || !toArea.area || fromArea.area === toArea.area || isTestCode(file)) return null;
  if (fromArea.area === SHARED_AREA)
    return `${feature}/${SHARED_AREA} serves every area of "${feature}" and must not import its area "${toArea.area}"`;
  if (toArea.area === SHARED_AREA) return null;
  if (!isAreaEntry(toArea)) {
    return `area "${feature}/${fromArea.area}" may use area "${feature}/${toArea.area}" only through its entry: import from '@web/features/${feature}/${toArea.area}' (its index.ts), or move what both need to ${feature}/${SHARED_AREA}`;
  }
  if (!areaGraphs.has(feature)) areaGraphs.set(feature, readAreaGraph(feature));
  if (reaches(areaGraphs.get(feature), toArea.area, fromArea.area)) {
    return `areas "${feature}/${fromArea.area}" and "${feature}/${toArea.area}" import each other (through a chain of areas): move what both need to ${feature}/${SHARED_AREA}`;
  }
  return null;
}

function reaches(graph, from, to) {
  const seen = new Set();
  const stack = [from];
  while (stack.length > 0) {
    const current = stack.pop();
    if (current === to) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const next of graph.get(current) ?? []) stack.push(next);
  }
  return false;
}

function violation(file, fromArea, toArea) {
  if (!fromArea || !toArea) return null;
  if (fromArea.top === 'domain' && toArea.top !== 'domain') return 'src/domain must not import from src/' + toArea.top;
  if (fromArea.top === 'web' && toArea.top === 'server')
    return 'src/web must not import from src/server (share types through src/domain)';
  if (fromArea.top === 'server' && toArea.top === 'web') return 'src/server must not import from src/web';
  if (fromArea.feature && toArea.feature && fromArea.feature !== toArea.feature) {
    return `feature "${fromArea.feature}" must not import feature "${toArea.feature}" (compose them in router.tsx)`;
  }
  if (fromArea.feature && fromArea.feature === toArea.feature) return areaViolation(file, fromArea, toArea);
  if (!toArea.module || isTestCode(file)) return null;
  if (!fromArea.module) {
    const composes = COMPOSITION_ROOTS.some((root) => fromArea.relative.startsWith(root.replaceAll('/', path.sep)));
    if (fromArea.top === 'server' && !composes)
      return `src/${path.dirname(fromArea.relative)} is below the modules and must not import module "${toArea.module}"`;
    return null;
  }
  if (fromArea.module === toArea.module) return null;
  if (!isModuleEntry(toArea)) {
    return `module "${fromArea.module}" may use module "${toArea.module}" only through its entry: import from '@server/modules/${toArea.module}'`;
  }
  moduleGraph ??= readModuleGraph();
  if (reaches(moduleGraph, toArea.module, fromArea.module)) {
    return `modules "${fromArea.module}" and "${toArea.module}" import each other (through a chain of modules): move what both need into one of them or below them`;
  }
  return null;
}

export const importBoundaries = {
  meta: { type: 'problem', schema: [], messages: { boundary: '{{reason}}' } },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = resolveSpecifier(file, source);
      if (!target) return;
      const reason = violation(file, areaOf(file), areaOf(target));
      if (reason) context.report({ node: node.source, messageId: 'boundary', data: { reason } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
