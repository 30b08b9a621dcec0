/**
 * `npm run dev`: the sandbox on http://127.0.0.1:4000 and the Vite dev server of the web app (which
 * proxies /api, /ws and /__sandbox to it) side by side, each line prefixed with its name. Ctrl-C stops
 * both, and so does either one exiting. Arguments go to the sandbox: `npm run dev -- --seed large`.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runServices } from './dev/services.runner.ts';

const root = join(import.meta.dirname, '..');
const web = join(root, 'web');
const vite = join(
  dirname(createRequire(join(web, 'package.json')).resolve('vite/package.json')),
  'bin/vite.js',
);
const color: Record<string, string> = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};

const services = runServices([
  {
    name: 'sandbox',
    command: process.execPath,
    args: [join(root, 'sandbox/src/main.ts'), ...process.argv.slice(2)],
    cwd: root,
    // web/vite.config.ts proxies to this address, whatever PORT or HOST the shell has set.
    env: { ...color, PORT: '4000', HOST: '127.0.0.1' },
  },
  { name: 'web', command: process.execPath, args: [vite], cwd: web, env: color },
]);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    services.stop();
  });
}
process.exitCode = await services.exitCode;
