/*
 * The collectors of web/build/feature-manifests.plugin.ts: `virtual:feature-manifests/<kind>` lists
 * `[owner, contribution]` for every feature manifest that exports the kind; `header` and `footer`,
 * which one feature provides, are that one pair.
 */

type Manifests<Contribution> = readonly (readonly [string, Contribution])[];

declare module 'virtual:feature-manifests/routes' {
  const manifests: Manifests<readonly import('../kernel/registry.ts').RouteContribution[]>;
  export default manifests;
}
declare module 'virtual:feature-manifests/header' {
  const manifest: readonly [string, import('../kernel/registry.ts').HeaderContribution];
  export default manifest;
}
declare module 'virtual:feature-manifests/footer' {
  const manifest: readonly [string, import('../kernel/registry.ts').FooterContribution];
  export default manifest;
}
declare module 'virtual:feature-manifests/modals' {
  const manifests: Manifests<readonly import('../kernel/registry.ts').ModalContribution[]>;
  export default manifests;
}
declare module 'virtual:feature-manifests/profileTabs' {
  const manifests: Manifests<readonly import('../kernel/registry.ts').ProfileTabContribution[]>;
  export default manifests;
}
declare module 'virtual:feature-manifests/contentPages' {
  const manifests: Manifests<readonly import('../kernel/registry.ts').ContentPageContribution[]>;
  export default manifests;
}
declare module 'virtual:feature-manifests/slots' {
  const manifests: Manifests<import('../kernel/registry.ts').SlotContributions>;
  export default manifests;
}
declare module 'virtual:feature-manifests/sessionHooks' {
  const manifests: Manifests<readonly import('../kernel/registry.ts').SessionHookContribution[]>;
  export default manifests;
}
