#!/usr/bin/env node
// Convention 17, checked by `npm run lint`: a route module exports its route functions and its
// page only. Views live in `<name>-view.tsx` beside it, page reads in `<name>.server.ts`: a
// component declared in a route module grows with it (instructor-dashboard.tsx held three), and
// an export React Router does not know is shipped to the browser with the page and breaks its
// hot reload. The modules are the route table's (app/utils/routes/*.ts, `file:`), read with the
// TypeScript compiler, so the check needs neither a build nor the app's own code.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../..');
const app = path.join(root, 'app');

/** What React Router reads from a route module (React Router 7, framework mode). */
export const ROUTE_EXPORTS = new Set([
  'loader',
  'action',
  'meta',
  'links',
  'headers',
  'handle',
  'shouldRevalidate',
  'ErrorBoundary',
  'HydrateFallback',
  'clientLoader',
  'clientAction',
  'default',
]);

const parse = (file) =>
  ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** Every module the route table names (`file: 'routes/…'`), the not-found page's included. */
export function routeModules() {
  const tableFiles = [
    path.join(app, 'utils/route-table.ts'),
    ...fs
      .readdirSync(path.join(app, 'utils/routes'))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => path.join(app, 'utils/routes', name)),
  ];
  const modules = new Set();
  for (const file of tableFiles) {
    const visit = (node) => {
      if (
        ts.isPropertyAssignment(node) &&
        node.name.getText() === 'file' &&
        ts.isStringLiteral(node.initializer) &&
        node.initializer.text.startsWith('routes/')
      )
        modules.add(node.initializer.text);
      ts.forEachChild(node, visit);
    };
    visit(parse(file));
  }
  return [...modules].sort().map((file) => path.join(app, file));
}

const isPascalCase = (name) => /^[A-Z][A-Za-z0-9]*$/.test(name);
const hasModifier = (node, kind) => (ts.canHaveModifiers(node) ? (ts.getModifiers(node) ?? []) : []).some((m) => m.kind === kind);
const isFunctionValue = (node) => {
  if (!node) return false;
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return true;
  // memo(function …), forwardRef((props, ref) => …): still a component declared here.
  if (ts.isCallExpression(node)) return node.arguments.some(isFunctionValue);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return isFunctionValue(node.expression);
  return false;
};

/** The problems of one route module: each a sentence naming the file and what to do. */
export function checkRouteModule(file) {
  const source = parse(file);
  const relative = path.relative(root, file);
  const view = `${path.basename(file).replace(/\.tsx?$/, '')}-view.tsx`;
  const problems = [];
  const exported = [];
  let defaultName;
  for (const statement of source.statements) {
    const isExported = hasModifier(statement, ts.SyntaxKind.ExportKeyword);
    const isDefault = hasModifier(statement, ts.SyntaxKind.DefaultKeyword);
    if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) {
      const name = statement.name?.text;
      if (isDefault) defaultName = name;
      else if (isExported && name) exported.push({ name, node: statement });
    } else if (ts.isVariableStatement(statement)) {
      if (isExported)
        for (const declaration of statement.declarationList.declarations)
          for (const name of namesIn(declaration.name)) exported.push({ name, node: declaration });
    } else if (ts.isExportAssignment(statement) && !statement.isExportEquals) {
      if (ts.isIdentifier(statement.expression)) defaultName = statement.expression.text;
    } else if (ts.isExportDeclaration(statement)) {
      if (!statement.exportClause)
        problems.push(
          `${relative}: \`export *\` re-exports another module's names; a route module exports route functions and its page only.`,
        );
      else if (ts.isNamedExports(statement.exportClause))
        for (const element of statement.exportClause.elements) {
          if (element.name.text === 'default') defaultName = (element.propertyName ?? element.name).text;
          exported.push({ name: element.name.text, node: element, isTypeOnly: statement.isTypeOnly || element.isTypeOnly });
        }
    } else if (
      (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement) || ts.isEnumDeclaration(statement)) &&
      isExported
    ) {
      exported.push({ name: statement.name.text, node: statement, isTypeOnly: true });
    }
  }
  for (const { name, node, isTypeOnly } of exported) {
    if (ROUTE_EXPORTS.has(name)) continue;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    const where = isTypeOnly ? `${path.basename(file).replace(/\.tsx?$/, '')}.server.ts or ${view}` : view;
    problems.push(
      `${relative}:${line + 1}: exports ${isTypeOnly ? 'the type ' : ''}\`${name}\`, which React Router does not read. ` +
        `A route module exports its route functions and its page only (convention 17): move it to ${where} beside it.`,
    );
  }
  for (const statement of source.statements) {
    const declared = [];
    if (ts.isFunctionDeclaration(statement) && statement.name) declared.push({ name: statement.name.text, node: statement });
    if (ts.isClassDeclaration(statement) && statement.name && statement.heritageClauses)
      declared.push({ name: statement.name.text, node: statement });
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && isFunctionValue(declaration.initializer))
          declared.push({ name: declaration.name.text, node: declaration });
    for (const { name, node } of declared) {
      if (!isPascalCase(name) || name === defaultName || ROUTE_EXPORTS.has(name)) continue;
      if (hasModifier(statement, ts.SyntaxKind.DefaultKeyword)) continue;
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      problems.push(
        `${relative}:${line + 1}: declares the component \`${name}\` beside its page. A route module holds its route functions ` +
          `and its page only (convention 17): move views to ${view} beside it.`,
      );
    }
  }
  return problems;
}

function namesIn(binding) {
  if (ts.isIdentifier(binding)) return [binding.text];
  return binding.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : namesIn(element.name)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const modules = routeModules();
  const problems = modules.flatMap(checkRouteModule);
  if (problems.length > 0) {
    console.error(
      `${problems.join('\n')}\n\n${problems.length} problem(s) in the route modules (scripts/architecture/route-modules.mjs).`,
    );
    process.exit(1);
  }
  console.log(`✔ ${modules.length} route modules export route functions and their page only`);
}
