/**
 * Measures the api's structure from its own imports (issue #33, decision 0074): how many layers,
 * which imports point up, which files import each other round a loop, which domain files reach
 * into the HTTP layer, and how many import lines cross from one feature into another. Test files
 * (`*.test.ts`, `src/test/`) are left out: they may import anything.
 *
 *   npx tsx scripts/measure-api-structure.ts [repo root]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { findCycles, layersOf, longestChain } from './import-graph';

/** One import or re-export line, between two files of `apps/api/src` (paths relative to it). */
interface ImportLine {
  from: string;
  to: string;
  typeOnly: boolean;
}

/** The infrastructure the features stand on; none of it may import a feature. */
const infrastructureDirs = ['http', 'realtime', 'jobs', 'lib', 'db', 'mail', 'config', 'scale-out'];

/** A feature's HTTP adapter, which may use `http/`: `routes.ts` or `*-routes.ts` in its folder. */
const isRouteFile = (file: string) => /^features\/.+\/([^/]+-)?routes\.ts$/.test(file);

const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1];
const topDir = (file: string) => file.split('/')[0]!;
const isTest = (file: string) => file.endsWith('.test.ts') || file.startsWith('test/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !isTest(file))
    .sort();
}

/** Every static import, re-export and `import()` of a file, with whether it carries types only. */
function importsOf(source: ts.SourceFile): { specifier: string; typeOnly: boolean }[] {
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node) ? isTypeOnlyImport(node) : node.isTypeOnly;
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** The import lines between the api's own files, resolved the way its tsconfig resolves them. */
function readApiImports(root: string): { files: string[]; imports: ImportLine[] } {
  const srcDir = path.join(root, 'apps/api/src');
  const configFile = path.join(root, 'apps/api/tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;
  const files = sourceFiles(srcDir);
  const known = new Set(files);
  const imports: ImportLine[] = [];
  for (const from of files) {
    const fileName = path.join(srcDir, from);
    const source = ts.createSourceFile(
      fileName,
      readFileSync(fileName, 'utf8'),
      ts.ScriptTarget.Latest,
    );
    for (const { specifier, typeOnly } of importsOf(source)) {
      const resolved = ts.resolveModuleName(specifier, fileName, config.options, ts.sys)
        .resolvedModule?.resolvedFileName;
      if (!resolved) continue;
      const to = path.relative(srcDir, resolved).split(path.sep).join('/');
      if (known.has(to)) imports.push({ from, to, typeOnly });
    }
  }
  return { files, imports };
}

function measureApiStructure(root: string) {
  const { files, imports } = readApiImports(root);
  const graph = new Map(files.map((file) => [file, [] as string[]]));
  for (const { from, to } of imports) graph.get(from)!.push(to);
  const layers = layersOf(graph);
  const isInfrastructure = (file: string) => infrastructureDirs.includes(topDir(file));
  const isDomain = (file: string) => topDir(file) === 'features' && !isRouteFile(file);
  return {
    files: files.length,
    layers: Math.max(...layers.values()),
    longestChain: longestChain(graph, layers),
    upwardImports: imports.filter(
      (line) => isInfrastructure(line.from) && topDir(line.to) === 'features',
    ),
    cycles: findCycles(graph),
    domainFilesImportingHttp: [
      ...new Set(
        imports
          .filter((line) => isDomain(line.from) && topDir(line.to) === 'http')
          .map((line) => line.from),
      ),
    ],
    crossFeatureImports: imports.filter(
      (line) =>
        featureOf(line.from) && featureOf(line.to) && featureOf(line.from) !== featureOf(line.to),
    ),
  };
}

function print(root: string) {
  const measured = measureApiStructure(root);
  const list = (lines: string[]) => lines.map((line) => `    ${line}`).join('\n');
  const arrow = (line: ImportLine) => `${line.from} -> ${line.to}${line.typeOnly ? ' (type)' : ''}`;
  const lines = [
    `api files (tests aside): ${measured.files}`,
    `layers: ${measured.layers}`,
    list([measured.longestChain.join(' -> ')]),
    `imports pointing up (infrastructure into features): ${measured.upwardImports.length}`,
    list(measured.upwardImports.map(arrow)),
    `import cycles (type imports included): ${measured.cycles.length}`,
    list(measured.cycles.map((cycle) => cycle.join(' <-> '))),
    `domain files importing http/: ${measured.domainFilesImportingHttp.length}`,
    list(measured.domainFilesImportingHttp),
    `import lines from one feature into another: ${measured.crossFeatureImports.length}`,
  ];
  process.stdout.write(`${lines.filter(Boolean).join('\n')}\n`);
}

print(path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..')));
