import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs') as IConfiguration;

let root = '';
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Writes a throw-away tree of files and cruises it with the project's real rule set. */
async function violationsOf(files: Record<string, string>): Promise<string[]> {
  root = mkdtempSync(join(tmpdir(), 'arch-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const previous = process.cwd();
  process.chdir(root);
  try {
    const tops = [...new Set(Object.keys(files).map((path) => path.split('/')[0] ?? path))];
    const { output } = await cruise(tops, {
      baseDir: root,
      validate: true,
      ruleSet: { forbidden: config.forbidden ?? [] },
      tsPreCompilationDeps: true,
    });
    return (output as ICruiseResult).summary.violations.map((violation) => violation.rule.name);
  } finally {
    process.chdir(previous);
  }
}

describe('dependency rules', () => {
  it('reject core importing an adapter', async () => {
    const violations = await violationsOf({
      'core/src/login.use-case.ts':
        "import { thing } from '../../adapters/src/thing.ts';\nexport const x = thing;\n",
      'adapters/src/thing.ts': 'export const thing = 1;\n',
    });
    expect(violations).toContain('core-is-pure');
  });

  it('reject adapters importing web', async () => {
    const violations = await violationsOf({
      'adapters/src/a.ts': "import { view } from '../../web/src/view.ts';\nexport const a = view;\n",
      'web/src/view.ts': 'export const view = 1;\n',
    });
    expect(violations).toContain('adapters-stay-below-web');
  });

  it('accept core importing core', async () => {
    const violations = await violationsOf({
      'core/src/a.ts': "import { b } from './b.ts';\nexport const a = b;\n",
      'core/src/b.ts': 'export const b = 1;\n',
    });
    expect(violations).toEqual([]);
  });

  it('reject a feature importing another feature', async () => {
    const violations = await violationsOf({
      'web/src/features/login/login-modal.tsx':
        "import { tile } from '../lobby/game-tile.tsx';\nexport const modal = tile;\n",
      'web/src/features/lobby/game-tile.tsx': 'export const tile = 1;\n',
    });
    expect(violations).toContain('web-features-are-independent');
  });

  it('accept a feature importing its own files and the kernel', async () => {
    const violations = await violationsOf({
      'web/src/features/login/login-modal.tsx':
        "import { store } from './login-form.store.ts';\nimport { session } from '../../kernel/session.store.ts';\nexport const modal = store + session;\n",
      'web/src/features/login/login-form.store.ts': 'export const store = 1;\n',
      'web/src/kernel/session.store.ts': 'export const session = 1;\n',
    });
    expect(violations).toEqual([]);
  });

  it('reject a feature importing the shell', async () => {
    const violations = await violationsOf({
      'web/src/features/header/player-account.tsx':
        "import { slot } from '../../shell/account-badge-slot.tsx';\nexport const account = slot;\n",
      'web/src/shell/account-badge-slot.tsx': 'export const slot = 1;\n',
    });
    expect(violations).toContain('web-features-never-import-the-shell');
  });

  it('reject the kernel importing a feature or the shell', async () => {
    const violations = await violationsOf({
      'web/src/kernel/session.store.ts':
        "import { modal } from '../features/login/login-modal.tsx';\nimport { modals } from '../shell/modals.ts';\nexport const session = modal + modals;\n",
      'web/src/features/login/login-modal.tsx': 'export const modal = 1;\n',
      'web/src/shell/modals.ts': 'export const modals = 1;\n',
    });
    expect(
      violations.filter((rule) => rule === 'web-kernel-knows-no-feature-and-not-the-shell'),
    ).toHaveLength(2);
  });

  it('reject the shell importing a feature instead of collecting its manifest', async () => {
    const violations = await violationsOf({
      'web/src/shell/app-shell.tsx':
        "import { header } from '../features/header/header.feature.ts';\nexport const shell = header;\n",
      'web/src/features/header/header.feature.ts': 'export const header = 1;\n',
    });
    expect(violations).toContain('web-shell-reaches-features-through-their-manifests');
  });

  it('reject an adapter import anywhere in web but the platform module', async () => {
    const violations = await violationsOf({
      'web/src/features/lobby/lobby-page.tsx':
        "import { adapter } from '../../../../adapters/src/http/catalogue.http-adapter.ts';\nexport const page = adapter;\n",
      'adapters/src/http/catalogue.http-adapter.ts': 'export const adapter = 1;\n',
    });
    expect(violations).toContain('web-only-the-platform-module-imports-adapters');
  });

  it('accept the platform module importing adapters', async () => {
    const violations = await violationsOf({
      'web/src/shell/platform.module.ts':
        "import { adapter } from '../../../adapters/src/http/catalogue.http-adapter.ts';\nexport const platform = adapter;\n",
      'adapters/src/http/catalogue.http-adapter.ts': 'export const adapter = 1;\n',
    });
    expect(violations).toEqual([]);
  });

  it('reject a store holding a port instead of calling a use-case', async () => {
    const violations = await violationsOf({
      'web/src/features/lobby/lobby.store.ts':
        "import type { CataloguePort } from '../../../../core/src/catalogue/catalogue.port.ts';\nexport type Store = CataloguePort;\n",
      'core/src/catalogue/catalogue.port.ts': 'export interface CataloguePort { readonly x: number }\n',
    });
    expect(violations).toContain('web-stores-reach-out-through-use-cases');
  });
});
