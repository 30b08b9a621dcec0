/**
 * Container token of the loader of the operator's field data collector (FieldMetricsPort; a beacon to
 * the build's `VITE_FIELD_METRICS_URL` in the browser): a chunk of its own, loaded after the page's
 * load when the build names a collector, and bound only then. Its one user (shell/field-metrics/) calls it
 * once: each call makes a new port.
 */
export const FieldMetricsPortLoader = Symbol('FieldMetricsPortLoader');
