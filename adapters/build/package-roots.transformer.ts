import ts from 'typescript';

/** The workspace packages whose modules adapters import by deep path (`@lv-casino/core/shared/result.ts`). */
const DEEP_IMPORT = /^(@lv-casino\/(?:core|sdk))\/.+$/;

/** `@lv-casino/core/shared/result.ts` → `@lv-casino/core`; any other specifier unchanged. */
export function packageRoot(specifier: string): string {
  return DEEP_IMPORT.exec(specifier)?.[1] ?? specifier;
}

/**
 * Rewrites the deep imports of @lv-casino/core and @lv-casino/sdk (static, dynamic and type imports,
 * re-exports), in the emitted JavaScript and
 * declarations alike, to the packages' roots: the only entry points the built packages export. A
 * consumer then loads one copy of each (one `ApiError` class), whatever module of it adapters uses.
 * In the workspace the deep paths stay, so Vite splits core's modules across the web app's chunks.
 */
export function packageRoots<T extends ts.SourceFile | ts.Bundle>(
  context: ts.TransformationContext,
): ts.Transformer<T> {
  const { factory } = context;
  const rewrite = (literal: ts.Expression): ts.StringLiteral | undefined => {
    if (!ts.isStringLiteral(literal)) return undefined;
    const root = packageRoot(literal.text);
    return root === literal.text ? undefined : factory.createStringLiteral(root, true);
  };
  const visit = (node: ts.Node): ts.Node => {
    if (ts.isImportDeclaration(node)) {
      const specifier = rewrite(node.moduleSpecifier);
      if (specifier !== undefined) {
        return factory.updateImportDeclaration(
          node,
          node.modifiers,
          node.importClause,
          specifier,
          node.attributes,
        );
      }
    }
    if (ts.isExportDeclaration(node) && node.moduleSpecifier !== undefined) {
      const specifier = rewrite(node.moduleSpecifier);
      if (specifier !== undefined) {
        return factory.updateExportDeclaration(
          node,
          node.modifiers,
          node.isTypeOnly,
          node.exportClause,
          specifier,
          node.attributes,
        );
      }
    }
    // A dynamic import (a module loaded only when it is needed): `import('@lv-casino/sdk/api-error.ts')`.
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first, ...rest] = node.arguments;
      const specifier = first === undefined ? undefined : rewrite(first);
      if (specifier !== undefined) {
        return factory.updateCallExpression(node, node.expression, node.typeArguments, [specifier, ...rest]);
      }
    }
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const specifier = rewrite(node.argument.literal);
      if (specifier !== undefined) {
        return factory.updateImportTypeNode(
          node,
          factory.updateLiteralTypeNode(node.argument, specifier),
          node.attributes,
          node.qualifier,
          node.typeArguments,
          node.isTypeOf,
        );
      }
    }
    return ts.visitEachChild(node, visit, context);
  };
  return (root) => ts.visitNode(root, visit) as T;
}
