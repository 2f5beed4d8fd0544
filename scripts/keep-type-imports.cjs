/**
 * A Babel plugin for the layering check (.dependency-cruiser.cjs): marks `import type` and
 * `export type … from` as plain imports before TypeScript is stripped, so that the check sees type
 * dependencies too (a type imported from the wrong layer couples the layers just the same).
 */
module.exports = function keepTypeImports() {
  return {
    visitor: {
      Program: {
        enter(path) {
          for (const statement of path.node.body) {
            if (statement.type === 'ImportDeclaration') {
              statement.importKind = 'value';
              for (const specifier of statement.specifiers) if (specifier.importKind) specifier.importKind = 'value';
            } else if (statement.type === 'ExportNamedDeclaration' && statement.source) {
              statement.exportKind = 'value';
              for (const specifier of statement.specifiers) if (specifier.exportKind) specifier.exportKind = 'value';
            }
          }
        },
      },
    },
  };
};
