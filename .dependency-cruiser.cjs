/**
 * The dependency rule of ARCHITECTURE.md §1, enforced in `npm test`.
 * Paths are relative to the repository root.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment:
        'core imports nothing outside itself but yup (no sdk, adapters, web, react, mobx, inversify, node builtins).',
      severity: 'error',
      from: { path: '^core/src/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^core/src/', '^node_modules/yup/'] },
    },
    {
      name: 'core-tests-use-only-core-and-test-tools',
      comment: 'core tests may add the test runner and fast-check, nothing else.',
      severity: 'error',
      from: { path: '^core/src/.*\\.test\\.ts$' },
      to: {
        pathNot: ['^core/src/', '^node_modules/yup/', '^node_modules/(vitest|@vitest|fast-check)/'],
      },
    },
    {
      name: 'sdk-only-generated-and-openapi-fetch',
      comment: 'sdk imports its generated types and openapi-fetch, never core, adapters or web.',
      severity: 'error',
      from: { path: '^sdk/src/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^sdk/src/', '^node_modules/openapi-fetch/'] },
    },
    {
      name: 'adapters-stay-below-web',
      comment: 'adapters import core, sdk, @stomp/stompjs and browser APIs; never web, sandbox or tests.',
      severity: 'error',
      from: { path: '^adapters/src/' },
      to: { path: ['^web/', '^sandbox/', '^tests/'] },
    },
    {
      name: 'web-never-imports-backend-or-tests',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: ['^sandbox/', '^tests/'] },
    },
    {
      name: 'web-features-are-independent',
      comment:
        'a feature never imports another feature; what two features share moves to ui/ or kernel/, and what one shows of another comes through a slot the shell fills (kernel/slots.ts).',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-features-never-import-the-shell',
      comment:
        'the shell (web/src/shell/) composes the features; a feature sees only kernel/ and ui/. Its tests may build the whole app (shell/container.ts).',
      severity: 'error',
      from: { path: '^web/src/features/', pathNot: '\\.test(-kit)?\\.tsx?$' },
      to: { path: '^web/src/shell/' },
    },
    {
      name: 'web-kernel-knows-no-feature-and-not-the-shell',
      comment:
        'kernel/ is what features share (session, navigator, intl, container helpers, registry types, the catalogue, content and feed services); it imports no feature and not the shell. Its tests may build the whole app.',
      severity: 'error',
      from: { path: '^web/src/kernel/', pathNot: '\\.test(-kit)?\\.tsx?$' },
      to: { path: ['^web/src/features/', '^web/src/shell/'] },
    },
    {
      name: 'web-shell-reaches-features-through-their-manifests',
      comment:
        'the shell knows the features only through their manifests (features/<name>/<name>.feature.ts), which it collects by kind through virtual:feature-manifests/<kind> (web/build/feature-manifests.plugin.ts): no shell module imports a feature. Its tests may.',
      severity: 'error',
      from: { path: '^web/src/shell/', pathNot: '\\.test(-kit)?\\.tsx?$' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'web-only-the-platform-module-imports-adapters',
      comment:
        'the platform modules (first paint, and the account part) bind the adapters to core ports; everything else in web sees the ports.',
      severity: 'error',
      from: { path: '^web/', pathNot: '^web/src/shell/platform(-account)?\\.module\\.ts$' },
      to: { path: '^adapters/' },
    },
    {
      name: 'web-stores-reach-out-through-use-cases',
      comment:
        'a store calls core use-cases; it never holds a port (core/src/<domain>/<name>.port.ts), an adapter or the SDK client. The error catalogue module also holds ErrorDescriptor, the failure a store shows.',
      severity: 'error',
      from: { path: '^web/src/.+\\.store\\.ts$' },
      to: {
        path: ['^core/src/.+\\.port\\.ts$', '^adapters/', '^sdk/'],
        pathNot: '^core/src/errors/error-catalogue\\.port\\.ts$',
      },
    },
    {
      name: 'web-ui-imports-no-feature',
      comment:
        'ui/ holds design-system primitives that any feature may use; it knows no feature, nothing of the kernel and not the shell.',
      severity: 'error',
      from: { path: '^web/src/ui/' },
      to: { path: ['^web/src/features/', '^web/src/kernel/', '^web/src/shell/'] },
    },
    {
      name: 'sandbox-honours-contracts-only',
      comment: 'sandbox reads the bundled contracts and its own libraries; never core, adapters, sdk or web.',
      severity: 'error',
      from: { path: '^sandbox/' },
      to: { path: ['^core/', '^adapters/', '^sdk/', '^web/'] },
    },
    {
      name: 'nothing-imports-web-sandbox-tests',
      severity: 'error',
      from: { pathNot: ['^web/', '^sandbox/', '^tests/', '^scripts/'] },
      to: { path: ['^web/', '^sandbox/', '^tests/'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { pathNot: '/generated/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', '/node_modules/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    preserveSymlinks: false,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // the workspace's packages resolve to their TypeScript sources (package.json `exports`)
      conditionNames: ['@lv-casino/source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
