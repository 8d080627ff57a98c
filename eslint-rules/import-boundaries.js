import path from 'node:path';

/*
 * The import directions of ARCHITECTURE.md, checked on every relative import:
 * domain imports nothing of ours; web never imports server (nor server web);
 * a web feature never imports another feature (the router composes them).
 */
const SRC = path.resolve('src');

function areaOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..')) return null;
  const [top, second, third] = relative.split(path.sep);
  if (top === 'web' && second === 'features') return { top, feature: third };
  return { top, feature: null };
}

function violation(fromArea, toArea) {
  if (!fromArea || !toArea) return null;
  if (fromArea.top === 'domain' && toArea.top !== 'domain') return 'src/domain must not import from src/' + toArea.top;
  if (fromArea.top === 'web' && toArea.top === 'server') return 'src/web must not import from src/server (share types through src/domain)';
  if (fromArea.top === 'server' && toArea.top === 'web') return 'src/server must not import from src/web';
  if (fromArea.feature && toArea.feature && fromArea.feature !== toArea.feature) {
    return `feature "${fromArea.feature}" must not import feature "${toArea.feature}" (compose them in router.tsx)`;
  }
  return null;
}

export const importBoundaries = {
  meta: { type: 'problem', schema: [], messages: { boundary: '{{reason}}' } },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const reason = violation(areaOf(file), areaOf(path.resolve(path.dirname(file), source)));
      if (reason) context.report({ node: node.source, messageId: 'boundary', data: { reason } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
