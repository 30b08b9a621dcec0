import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { packageRoot, packageRoots } from './package-roots.transformer.ts';

/** Emits `source` (a module of adapters) as JavaScript and declarations, through the transformer. */
function emit(source: string): { js: string; dts: string } {
  const files = new Map([['/src/adapter.ts', source]]);
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    declaration: true,
    noResolve: true,
    noLib: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const output: Record<string, string> = {};
  host.getSourceFile = (name, version) => {
    const text = files.get(name);
    return text === undefined ? undefined : ts.createSourceFile(name, text, version);
  };
  host.writeFile = (name, text) => (output[name.endsWith('.d.ts') ? 'dts' : 'js'] = text);
  ts.createProgram(['/src/adapter.ts'], options, host).emit(undefined, undefined, undefined, false, {
    before: [packageRoots],
    afterDeclarations: [packageRoots],
  });
  return { js: output.js ?? '', dts: output.dts ?? '' };
}

describe('packageRoots', () => {
  it("rewrites core's and the SDK's deep imports and re-exports to their roots", () => {
    const { js } = emit(`
      import { ok } from '@lv-casino/core/shared/result.ts';
      import { readApiError } from '@lv-casino/sdk/api-error.ts';
      import { Client } from '@stomp/stompjs';
      import { local } from './local.ts';
      export { fail } from '@lv-casino/core/shared/result.ts';
      export const all = [ok, readApiError, Client, local];
    `);
    expect(js).toContain("from '@lv-casino/core';");
    expect(js).toContain("from '@lv-casino/sdk';");
    expect(js).toContain("from '@stomp/stompjs';");
    expect(js).toContain("from './local.ts';");
    expect(js).not.toContain('@lv-casino/core/');
    expect(js).not.toContain('@lv-casino/sdk/');
  });

  it('rewrites the deep dynamic imports to their roots', () => {
    const { js } = emit(`
      export const load = () => import('@lv-casino/sdk/api-error.ts');
    `);
    expect(js).toContain("import('@lv-casino/sdk')");
  });

  it('rewrites the import types of the declarations', () => {
    const { dts } = emit(`
      export const read = (): import('@lv-casino/core/shared/result.ts').Result<number, string> => ({ ok: true, value: 1 });
    `);
    expect(dts).toContain("import('@lv-casino/core').Result<number, string>");
  });

  it('keeps the roots themselves and every other package', () => {
    expect(packageRoot('@lv-casino/core')).toBe('@lv-casino/core');
    expect(packageRoot('@lv-casino/sandbox/server.ts')).toBe('@lv-casino/sandbox/server.ts');
    expect(packageRoot('@lv-casino/sdk/generated/openapi.ts')).toBe('@lv-casino/sdk');
  });
});
