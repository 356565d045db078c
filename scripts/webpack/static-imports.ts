/**
 * The front ends' import graph read from their sources (TypeScript's parser, no build): each module's static imports
 * (what webpack puts in the same chunk group) and its dynamic `import()`s (the code-splitting points, where `lazy`
 * defers a component). Only the repository's own modules are followed; a library is a leaf. Used by the lazy
 * boundaries' test: what a page defers must not be reached from its first render by static imports alone.
 *
 * As webpack does with a package of `"sideEffects": false`, an import through a barrel (an index of re-exports only)
 * reaches only the modules that provide the names imported; except a Module Federation shared module of
 * `@restaurant/shared` (its main entry, `ui*`, `router`, `system`), which is never tree-shaken and loads whole.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT_DIR } from '../lib/front-ends';
import { sharedSubpaths } from './shared-map';

/** The names an import takes from a module; ALL for a namespace, a side-effect import or `export *`. */
type ImportedNames = readonly string[] | typeof ALL;
const ALL = 'all';

interface StaticImport {
  file: string;
  names: ImportedNames;
}

export interface ModuleImports {
  /** Files the module imports statically (`import`, `export … from`; not `import type`), with the names it takes */
  staticImports: StaticImport[];
  /** Files the module imports dynamically (`import('…')`), each with the specifier as written */
  dynamicImports: { file: string; specifier: string }[];
}

const SHARED_DIR = path.join(ROOT_DIR, 'shared');
const sharedExports = (
  JSON.parse(readFileSync(path.join(SHARED_DIR, 'package.json'), 'utf8')) as { exports: Record<string, string> }
).exports;

/** The files of `@restaurant/shared`'s Module Federation shared modules: loaded whole, whatever is imported. */
const SHARED_MODULE_FILES = new Set(
  ['.', ...sharedSubpaths.map((subpath) => `./${subpath}`)].map((key) => {
    const entry = sharedExports[key];
    if (entry === undefined) throw new Error(`@restaurant/shared exports no ${key}`);
    return path.join(SHARED_DIR, entry);
  }),
);

const CANDIDATE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The repository file a specifier names from `importer`; null for a library (or an asset). */
export function resolveImport(specifier: string, importer: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(importer), specifier);
  else if (specifier === '@restaurant/shared' || specifier.startsWith('@restaurant/shared/')) {
    const entry = sharedExports[`.${specifier.slice('@restaurant/shared'.length)}`];
    if (entry === undefined) throw new Error(`${importer}: ${specifier} is not an export of @restaurant/shared`);
    base = path.join(SHARED_DIR, entry);
  } else return null;
  const file = CANDIDATE_SUFFIXES.map((suffix) => `${base}${suffix}`).find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
  return file ?? null;
}

/** Whether an import or re-export brings no value at run time (TypeScript erases it). */
function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return clause !== undefined && ts.isNamedExports(clause) && clause.elements.every((element) => element.isTypeOnly);
  }
  const clause = node.importClause;
  if (clause === undefined) return false; // `import './x'`: for its effects
  if (clause.isTypeOnly) return true;
  if (clause.name !== undefined) return false;
  const bindings = clause.namedBindings;
  return (
    bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** The value names an import or re-export takes (`b` of `import { b as c }`), ALL when it takes the whole module. */
function importedNames(node: ts.ImportDeclaration | ts.ExportDeclaration): ImportedNames {
  if (ts.isExportDeclaration(node)) {
    const clause = node.exportClause;
    if (clause === undefined || !ts.isNamedExports(clause)) return ALL;
    return clause.elements
      .filter((element) => !element.isTypeOnly)
      .map((element) => (element.propertyName ?? element.name).text);
  }
  const clause = node.importClause;
  if (clause === undefined) return ALL;
  const bindings = clause.namedBindings;
  if (bindings !== undefined && !ts.isNamedImports(bindings)) return ALL;
  return [
    ...(clause.name === undefined ? [] : ['default']),
    ...(bindings?.elements ?? [])
      .filter((element) => !element.isTypeOnly)
      .map((element) => (element.propertyName ?? element.name).text),
  ];
}

/** A module of re-exports only (types aside): importing a name from it reaches only the module that provides it. */
function isBarrel(source: ts.SourceFile): boolean {
  return source.statements.every(
    (statement) =>
      (ts.isExportDeclaration(statement) && statement.moduleSpecifier !== undefined) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      (ts.isImportDeclaration(statement) && typeOnly(statement)),
  );
}

/** For a barrel: where each name it re-exports comes from, and the modules it re-exports whole (`export *`). */
interface BarrelExports {
  named: Map<string, StaticImport>;
  star: string[];
}

const barrels = new Map<string, BarrelExports | null>();

const parsed = new Map<string, ModuleImports>();

/** The imports of one source file (parsed once). */
export function importsOf(file: string): ModuleImports {
  const known = parsed.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const imports: ModuleImports = { staticImports: [], dynamicImports: [] };
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !typeOnly(node)
    ) {
      const target = resolveImport(node.moduleSpecifier.text, file);
      if (target) imports.staticImports.push({ file: target, names: importedNames(node) });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument !== undefined && ts.isStringLiteralLike(argument)) {
        const target = resolveImport(argument.text, file);
        if (target) imports.dynamicImports.push({ file: target, specifier: argument.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  parsed.set(file, imports);
  if (isBarrel(source) && !SHARED_MODULE_FILES.has(file)) {
    const named = new Map<string, StaticImport>();
    const star: string[] = [];
    for (const statement of source.statements) {
      if (!ts.isExportDeclaration(statement) || statement.isTypeOnly || !statement.moduleSpecifier) continue;
      if (!ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const target = resolveImport(statement.moduleSpecifier.text, file);
      if (target === null) continue;
      const clause = statement.exportClause;
      if (clause === undefined || !ts.isNamedExports(clause)) {
        star.push(target);
        continue;
      }
      for (const element of clause.elements) {
        if (element.isTypeOnly) continue;
        named.set(element.name.text, { file: target, names: [(element.propertyName ?? element.name).text] });
      }
    }
    barrels.set(file, { named, star });
  } else barrels.set(file, null);
  return imports;
}

/** Every file reached from `roots` by static imports: what loads with them, in their chunks. */
export function staticClosure(roots: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const visited = new Set<string>();
  const pending: StaticImport[] = roots.map((file) => ({ file, names: ALL }));
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { file, names } = next;
    importsOf(file);
    const barrel = barrels.get(file) ?? null;
    if (barrel === null || names === ALL) {
      if (visited.has(`${file}#${ALL}`)) continue;
      visited.add(`${file}#${ALL}`);
      reached.add(file);
      pending.push(...importsOf(file).staticImports);
      continue;
    }
    // a barrel: only the modules providing the names taken
    reached.add(file);
    for (const name of names) {
      if (visited.has(`${file}#${name}`)) continue;
      visited.add(`${file}#${name}`);
      const source = barrel.named.get(name);
      if (source) pending.push(source);
      else pending.push(...barrel.star.map((star) => ({ file: star, names: [name] })));
    }
  }
  return reached;
}

/** A code-splitting point: `importer` defers `deferred` behind `import(specifier)`. */
export interface LazyBoundary {
  importer: string;
  deferred: string;
  specifier: string;
}

/** Every dynamic import in the code reachable from `roots`, through static and dynamic imports alike. */
export function lazyBoundaries(roots: readonly string[]): LazyBoundary[] {
  const boundaries: LazyBoundary[] = [];
  const seen = new Set<string>();
  const pending = [...roots];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const { staticImports, dynamicImports } = importsOf(file);
    pending.push(...staticImports.map((imported) => imported.file));
    for (const { file: deferred, specifier } of dynamicImports) {
      boundaries.push({ importer: file, deferred, specifier });
      pending.push(deferred);
    }
  }
  return boundaries;
}
