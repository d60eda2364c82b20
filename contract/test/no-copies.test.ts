/**
 * What contract/ holds must not be copied back into an app: this scans the three apps' sources
 * (tests excepted: they spell out the texts users see on purpose) for the contract's enum lists,
 * its label and limit records, its messages, its large limits and the names of its types and functions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';
import * as contract from '../src';

const ROOT = join(__dirname, '..', '..');
const APP_SOURCES = ['backend/src', 'frontend/src', 'admin/src'];
const NOT_APP_CODE = /\.(test|spec)\.tsx?$|\/testing\/|\/migrations\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !NOT_APP_CODE.test(path) ? [path] : [];
  });
}

interface Findings {
  /** Every string, template part and JSX text in the file (comments are not code). */
  texts: string[];
  /** The string literals of each array literal and of each union type, in order. */
  lists: string[][];
  /** The names of the interfaces and type aliases the file declares. */
  declaredTypes: string[];
  /** The names of the functions the file declares (function declarations and functions given to a const). */
  declaredFunctions: string[];
  /** The properties of each object literal whose value is a string or number literal. */
  records: Map<string, string | number>[];
  /** Every number literal, and every product of number literals (5 * 1024 * 1024). */
  numbers: number[];
}

function scan(path: string): Findings {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings: Findings = { texts: [], lists: [], declaredTypes: [], declaredFunctions: [], records: [], numbers: [] };
  const stringOf = (node: ts.Node): string | undefined => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) return node.literal.text;
    return undefined;
  };
  const numberOf = (node: ts.Expression): number | undefined => {
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (ts.isParenthesizedExpression(node)) return numberOf(node.expression);
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AsteriskToken) {
      const [left, right] = [numberOf(node.left), numberOf(node.right)];
      return left === undefined || right === undefined ? undefined : left * right;
    }
    return undefined;
  };
  const literalProperties = (node: ts.ObjectLiteralExpression) =>
    new Map(
      node.properties.flatMap((property) => {
        if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) return [];
        const value = stringOf(property.initializer) ?? numberOf(property.initializer);
        return value === undefined ? [] : [[property.name.text, value] as const];
      }),
    );
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) findings.texts.push(node.text);
    if (ts.isJsxText(node)) findings.texts.push(node.text.replace(/\s+/g, ' '));
    if (ts.isArrayLiteralExpression(node)) findings.lists.push(node.elements.map(stringOf).filter((text): text is string => text !== undefined));
    if (ts.isUnionTypeNode(node)) findings.lists.push(node.types.map(stringOf).filter((text): text is string => text !== undefined));
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) findings.declaredTypes.push(node.name.text);
    if (ts.isFunctionDeclaration(node) && node.name) findings.declaredFunctions.push(node.name.text);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))) {
      findings.declaredFunctions.push(node.name.text);
    }
    if (ts.isObjectLiteralExpression(node)) findings.records.push(literalProperties(node));
    if (ts.isNumericLiteral(node) || (ts.isBinaryExpression(node) && !ts.isBinaryExpression(node.parent))) {
      const value = numberOf(node);
      if (value !== undefined) findings.numbers.push(value);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

const files = APP_SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir))).map((path) => ({ path: relative(ROOT, path), ...scan(path) }));

const exported = Object.entries(contract as Record<string, unknown>);

const enumLists = exported.filter(
  (entry): entry is [string, readonly string[]] => Array.isArray(entry[1]) && entry[1].length > 1 && entry[1].every((value: unknown) => typeof value === 'string'),
);

/** Each message's fixed text; a message built from a value is checked by its words after the value. */
const messages = exported
  .filter(([name]) => name.endsWith('Messages'))
  .flatMap(([group, texts]) =>
    Object.entries(texts as Record<string, string | ((value: number) => string)>).map(([key, text]) => ({
      name: `${group}.${key}`,
      text: typeof text === 'string' ? text : text(7).split('7').at(-1)!.trim(),
    })),
  );

/** Plain records of texts or numbers: the tier labels, the report reasons' labels, the photo limits per plan. */
const records = exported.filter(
  (entry): entry is [string, Record<string, string | number>] =>
    typeof entry[1] === 'object' && entry[1] !== null && !Array.isArray(entry[1]) && Object.values(entry[1]).every((value) => typeof value === 'string' || typeof value === 'number'),
);

/** Limits too large to be a coincidence when an app writes the same number (5 MB in bytes). */
const largeLimits = exported.filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] >= 1000);

const contractFunctions = exported.filter(([, value]) => typeof value === 'function').map(([name]) => name);

/** The interfaces and type aliases contract/src declares. */
const contractTypes = sourceFiles(join(ROOT, 'contract/src')).flatMap((path) => scan(path).declaredTypes);

describe('contract: no copy left in the apps', () => {
  it('finds the apps and the contract it checks', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(enumLists.map(([name]) => name)).toEqual(expect.arrayContaining(['SUBSCRIPTION_TIERS', 'LOCATIONS', 'INVOICE_STATUSES']));
    expect(messages.length).toBeGreaterThan(30);
    expect(contractTypes).toEqual(expect.arrayContaining(['SubscriptionTier', 'TokenClient']));
    expect(records.map(([name]) => name)).toEqual(expect.arrayContaining(['TIER_LABELS', 'REPORT_REASON_LABELS', 'PHOTO_LIMITS']));
    expect(largeLimits.map(([name]) => name)).toContain('MAX_UPLOAD_BYTES');
    expect(contractFunctions).toEqual(expect.arrayContaining(['formatCents', 'tierLabel', 'addDays']));
  });

  it.each(enumLists)('%s is listed only in contract', (_name, list) => {
    // A list with repeats is a weighting (the demo seed's mix of plans), not a copy of the list.
    const isCopy = (literals: string[]) => new Set(literals).size === literals.length && list.every((value) => literals.includes(value));
    const copies = files.filter((file) => file.lists.some(isCopy)).map((file) => file.path);
    expect(copies).toEqual([]);
  });

  it.each(messages.map((message) => [message.name, message.text]))('%s is written only in contract', (_name, text) => {
    const copies = files.filter((file) => file.texts.some((literal) => literal.includes(text))).map((file) => file.path);
    expect(copies).toEqual([]);
  });

  it.each(records)('%s is written only in contract', (_name, record) => {
    // Two of its entries in one object literal are a copy, even of part of it ({ basic: 'Basic', premium: 'Premium' }).
    const isCopy = (literal: Map<string, string | number>) => Object.entries(record).filter(([key, value]) => literal.get(key) === value).length >= 2;
    const copies = files.filter((file) => file.records.some(isCopy)).map((file) => file.path);
    expect(copies).toEqual([]);
  });

  it.each(largeLimits)('%s is worked out only in contract', (_name, limit) => {
    const copies = files.filter((file) => file.numbers.includes(limit)).map((file) => file.path);
    expect(copies).toEqual([]);
  });

  it('no app declares a function under a contract function name', () => {
    const copies = files.flatMap((file) => file.declaredFunctions.filter((name) => contractFunctions.includes(name)).map((name) => `${file.path}: ${name}`));
    expect(copies).toEqual([]);
  });

  it('no app declares a type under a contract type name', () => {
    const copies = files.flatMap((file) => file.declaredTypes.filter((name) => contractTypes.includes(name)).map((name) => `${file.path}: ${name}`));
    expect(copies).toEqual([]);
  });
});
