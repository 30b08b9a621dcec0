/**
 * `npm run build -w @lv-casino/adapters`: tsc over tsconfig.build.json (dist/: JavaScript, declarations,
 * source maps with their sources inlined), with core's and the SDK's deep imports rewritten to the
 * packages' roots (package-roots.transformer.ts). The deep paths resolve, through the config's
 * `paths`, to the declarations core and the SDK have built into their dist/, so build those first.
 */
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { packageRoots } from './package-roots.transformer.ts';

const configPath = fileURLToPath(new URL('../tsconfig.build.json', import.meta.url));
const host: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => '\n',
};

const config = ts.getParsedCommandLineOfConfigFile(configPath, undefined, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    throw new Error(ts.formatDiagnostic(diagnostic, host));
  },
});
if (config === undefined) throw new Error(`cannot read ${configPath}`);

const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
const emitted = program.emit(undefined, undefined, undefined, false, {
  before: [packageRoots],
  afterDeclarations: [packageRoots],
});
const diagnostics = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics, ...config.errors];
if (diagnostics.length > 0) {
  process.stderr.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  process.exitCode = 1;
}
