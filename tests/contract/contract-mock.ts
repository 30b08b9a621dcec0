/**
 * The pure parts of verify-against-contract-mock.ts, which replays the HTTP pact against Prism's mock of
 * contracts/bundled/openapi.json: which operation an interaction calls and how Prism is told which of
 * its answers to give (`Prefer: code=…, example=…`); the static check that every regex of the pact's
 * responses is one the contract gives at that place; and the judgement of a verification against the
 * reviewed list of interactions a stateless mock cannot satisfy.
 */

/** A JSON value, as the contract and the pacts are. */
export type Json = boolean | number | string | null | readonly Json[] | { readonly [key: string]: Json };

/** The parts of a JSON Schema (OpenAPI 3.1) read here. */
export interface Schema {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly format?: string;
  readonly pattern?: string;
  readonly enum?: readonly Json[];
  readonly minimum?: number;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly additionalProperties?: Schema | boolean;
  readonly items?: Schema;
  readonly allOf?: readonly Schema[];
  readonly oneOf?: readonly Schema[];
  readonly anyOf?: readonly Schema[];
}

interface Example {
  readonly $ref?: string;
  readonly value?: Json;
}

interface MediaType {
  readonly schema?: Schema;
  readonly examples?: Readonly<Record<string, Example>>;
}

interface Header {
  readonly $ref?: string;
  readonly schema?: Schema;
}

interface Response {
  readonly $ref?: string;
  readonly content?: Readonly<Record<string, MediaType>>;
  readonly headers?: Readonly<Record<string, Header>>;
}

interface Operation {
  readonly responses?: Readonly<Record<string, Response>>;
}

/** The bundled OpenAPI document, the parts read here. */
export interface OpenApi {
  readonly paths: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

/** One matcher of a Pact V4 matching rule. */
interface Matcher {
  readonly match: string;
  readonly regex?: string;
}

type RulesByPath = Readonly<Record<string, { readonly matchers: readonly Matcher[] }>>;

/** An interaction of an HTTP pact (Pact V4), the parts read here. */
export interface HttpInteraction {
  readonly description: string;
  readonly providerStates?: readonly { readonly name: string }[];
  readonly request: {
    readonly method: string;
    readonly path: string;
    readonly headers?: Readonly<Record<string, readonly string[]>>;
    readonly generators?: unknown;
  };
  readonly response: {
    readonly status: number;
    readonly body?: { readonly content?: Json };
    readonly matchingRules?: { readonly body?: RulesByPath; readonly header?: RulesByPath };
  };
}

/** An HTTP pact file (Pact V4), the parts read here; the rest is kept as it is. */
export interface HttpPact {
  readonly interactions: readonly HttpInteraction[];
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/** Follows a local `$ref` (`#/components/schemas/X`) of the document, as often as it takes. */
export function resolve<T extends { readonly $ref?: string }>(openapi: OpenApi, value: T): T {
  let current = value;
  for (let hops = 0; current.$ref !== undefined; hops += 1) {
    const ref = current.$ref;
    if (hops > 20 || !ref.startsWith('#/')) throw new Error(`cannot follow ${ref}`);
    const target = ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>(
        (node, key) =>
          typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined,
        openapi,
      );
    if (typeof target !== 'object' || target === null) throw new Error(`${ref} is not in the document`);
    current = target as T;
  }
  return current;
}

const templateToPattern = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  );

/**
 * The operation a request calls: the one with its method whose path template matches the path; where
 * two templates match, the one with fewer parameters, as a router (and Prism) chooses.
 */
export function operationOf(openapi: OpenApi, method: string, path: string): Operation | undefined {
  const name = method.toLowerCase();
  if (!HTTP_METHODS.has(name)) return undefined;
  return Object.entries(openapi.paths)
    .filter(([template, item]) => typeof item[name] === 'object' && templateToPattern(template).test(path))
    .sort(([a], [b]) => a.split('{').length - b.split('{').length)
    .map(([, item]) => item[name] as Operation)[0];
}

/** The response of an operation with that status (or its `default`), its `$ref` followed. */
function responseOf(openapi: OpenApi, operation: Operation, status: number): Response | undefined {
  const declared = operation.responses?.[String(status)] ?? operation.responses?.['default'];
  return declared === undefined ? undefined : resolve(openapi, declared);
}

const jsonMediaOf = (response: Response | undefined): MediaType | undefined =>
  Object.entries(response?.content ?? {}).find(([type]) => /^application\/json\b/.test(type))?.[1];

const errorCodeOf = (value: Json | undefined): Json | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Readonly<Record<string, Json>>)['errorCode']
    : undefined;

/**
 * The `Prefer` header that makes Prism's mock give the answer an interaction expects: its status, and,
 * where the contract names the examples of that status (the errors do, one per errorCode), the one with
 * the interaction's errorCode: the code is what the web branches on.
 */
export function preferFor(openapi: OpenApi, interaction: HttpInteraction): string {
  const { status } = interaction.response;
  const operation = operationOf(openapi, interaction.request.method, interaction.request.path);
  const media = operation && jsonMediaOf(responseOf(openapi, operation, status));
  const errorCode = errorCodeOf(interaction.response.body?.content);
  const example =
    errorCode === undefined
      ? undefined
      : Object.entries(media?.examples ?? {}).find(
          ([, named]) => errorCodeOf(resolve(openapi, named).value) === errorCode,
        )?.[0];
  return example === undefined ? `code=${String(status)}` : `code=${String(status)}, example=${example}`;
}

/**
 * The pact as it is replayed against the mock: each request carries the `Prefer` header that picks the
 * answer its interaction expects, and the values a provider state would give (the access token, ids)
 * are the pact's own examples, as a stateless mock has no state to give them. Nothing else changes.
 */
export function steeredPact<P extends HttpPact>(openapi: OpenApi, pact: P): P {
  return {
    ...pact,
    interactions: pact.interactions.map((interaction) => {
      const { generators: _fromProviderStates, ...request } = interaction.request;
      return {
        ...interaction,
        request: { ...request, headers: { ...request.headers, Prefer: [preferFor(openapi, interaction)] } },
      };
    }),
  };
}

/**
 * The regexes of the contract's formats, one per format: the only regex a pact may use for a field of
 * that format, so that it asks what the format promises and no provider's own shape of it.
 */
export const FORMAT_PATTERNS: Readonly<Record<string, string>> = {
  /** RFC 3339, with an offset or Z, fractions of a second allowed. */
  'date-time': String.raw`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$`,
  date: String.raw`^\d{4}-\d{2}-\d{2}$`,
  /** A web address, which the web opens or loads: any http(s) URL. */
  uri: String.raw`^https?://\S+$`,
};

/** The regex of a JSON `Content-Type`, a charset allowed (pact-client.ts: JSON_RESPONSE). */
export const JSON_CONTENT_TYPE = String.raw`^application\/json(;\s*charset=utf-8)?$`;

/** The regex of a header whose contract schema is an integer of at least 1 (`Retry-After`). */
export const POSITIVE_INTEGER = String.raw`^[1-9]\d*$`;

/** The steps of a Pact V4 body path: `$.content[*].createdAt` → content, *, createdAt. */
export function stepsOf(path: string): string[] {
  if (!path.startsWith('$')) throw new Error(`cannot read the pact path ${path}`);
  const steps: string[] = [];
  for (let rest = path.slice(1); rest.length > 0;) {
    const match = /^(?:\.([^.[\]]+)|\[(\*|\d+)\]|\['([^']*)'\])/.exec(rest);
    if (match === null) throw new Error(`cannot read the pact path ${path}`);
    steps.push(match[1] ?? match[2] ?? match[3] ?? '');
    rest = rest.slice(match[0].length);
  }
  return steps;
}

/** A schema and each schema it combines (allOf, oneOf, anyOf), `$ref`s followed. */
function alternatives(openapi: OpenApi, schema: Schema): Schema[] {
  const resolved = resolve(openapi, schema);
  return [
    resolved,
    ...[...(resolved.allOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])].flatMap((part) =>
      alternatives(openapi, part),
    ),
  ];
}

/** The schemas a value at those steps of a body may have (one per branch of a oneOf, …). */
export function schemasAt(openapi: OpenApi, schema: Schema, steps: readonly string[]): Schema[] {
  let current = alternatives(openapi, schema);
  for (const step of steps) {
    current = current
      .flatMap((candidate): Schema[] => {
        if (step === '*' || /^\d+$/.test(step)) return candidate.items ? [candidate.items] : [];
        const property = candidate.properties?.[step];
        if (property) return [property];
        return typeof candidate.additionalProperties === 'object' ? [candidate.additionalProperties] : [];
      })
      .flatMap((next) => alternatives(openapi, next));
  }
  return current;
}

/** Whether a regex is `^(A|B|…)$` with every alternative a value of the enum. */
const isEnumRegex = (regex: string, values: readonly Json[]): boolean => {
  const alternativesOf = /^\^\(([A-Za-z0-9_|-]+)\)\$$/.exec(regex)?.[1]?.split('|');
  return alternativesOf !== undefined && alternativesOf.every((value) => values.includes(value));
};

/** Whether a schema gives that regex: its pattern, its format's regex, or a choice of its enum. */
function schemaGives(schema: Schema, regex: string): boolean {
  return (
    schema.pattern === regex ||
    (schema.format !== undefined && FORMAT_PATTERNS[schema.format] === regex) ||
    (schema.enum !== undefined && isEnumRegex(regex, schema.enum))
  );
}

/** What a header's schema gives: as a body field's, and the positive integer of `minimum: 1`. */
const headerGives = (schema: Schema, regex: string): boolean =>
  schemaGives(schema, regex) ||
  (regex === POSITIVE_INTEGER && schema.type === 'integer' && (schema.minimum ?? 0) >= 1);

/** A regex of a pact's response that the contract does not give at that place. */
export interface RegexFinding {
  readonly interaction: string;
  /** `body $.redirectUrl` or `header Retry-After`. */
  readonly location: string;
  readonly regex: string;
}

/** A regex the contract does not give that was reviewed and is accepted, with the reason. */
export interface ReviewedRegex {
  readonly interaction: string;
  readonly location: string;
  readonly reason: string;
}

/**
 * Every regex matching rule of the interactions' responses that the contract does not give at that
 * place: a body field's regex must be the field's `pattern`, the regex of its `format`
 * ({@link FORMAT_PATTERNS}) or a choice of values of its `enum`; a header's likewise, or
 * {@link POSITIVE_INTEGER} for an integer of at least 1; a `Content-Type`'s {@link JSON_CONTENT_TYPE}
 * where the contract answers JSON. Anything else is a provider's shape of a value, which a pact must
 * not ask for.
 */
export function regexFindings(openapi: OpenApi, interactions: readonly HttpInteraction[]): RegexFinding[] {
  const findings: RegexFinding[] = [];
  for (const interaction of interactions) {
    const { request, response } = interaction;
    const operation = operationOf(openapi, request.method, request.path);
    const declared = operation && responseOf(openapi, operation, response.status);
    const regexesOf = (rules: RulesByPath | undefined) =>
      Object.entries(rules ?? {}).flatMap(([path, rule]) =>
        rule.matchers.flatMap((matcher) =>
          matcher.match === 'regex' && matcher.regex !== undefined ? [{ path, regex: matcher.regex }] : [],
        ),
      );
    for (const { path, regex } of regexesOf(response.matchingRules?.body)) {
      const schema = jsonMediaOf(declared)?.schema;
      const schemas = schema === undefined ? [] : schemasAt(openapi, schema, stepsOf(path));
      if (!schemas.some((candidate) => schemaGives(candidate, regex)))
        findings.push({ interaction: interaction.description, location: `body ${path}`, regex });
    }
    for (const { path: name, regex } of regexesOf(response.matchingRules?.header)) {
      const header = Object.entries(declared?.headers ?? {}).find(
        ([declaredName]) => declaredName.toLowerCase() === name.toLowerCase(),
      )?.[1];
      const schema = header === undefined ? undefined : resolve(openapi, header).schema;
      const given =
        name.toLowerCase() === 'content-type'
          ? regex === JSON_CONTENT_TYPE && jsonMediaOf(declared) !== undefined
          : schema !== undefined && alternatives(openapi, schema).some((s) => headerGives(s, regex));
      if (!given) findings.push({ interaction: interaction.description, location: `header ${name}`, regex });
    }
  }
  return findings;
}

/**
 * What is wrong with the regexes: a finding not reviewed, and a review whose finding is gone (the
 * reviews must stay true).
 */
export function regexProblems(
  findings: readonly RegexFinding[],
  reviewed: readonly ReviewedRegex[],
): string[] {
  const same = (a: { interaction: string; location: string }, b: { interaction: string; location: string }) =>
    a.interaction === b.interaction && a.location === b.location;
  return [
    ...findings
      .filter((finding) => !reviewed.some((review) => same(review, finding)))
      .map(
        (finding) =>
          `regex not from the contract: "${finding.interaction}" ${finding.location} ${finding.regex}`,
      ),
    ...reviewed
      .filter((review) => !findings.some((finding) => same(review, finding)))
      .map(
        (review) =>
          `reviewed regex no longer in the pact (remove it from the list): "${review.interaction}" ${review.location}`,
      ),
  ];
}

/** An interaction's outcome in a verification: passed, or the mismatches it failed with. */
export interface Outcome {
  readonly description: string;
  readonly mismatches: readonly string[];
}

/** An interaction a stateless mock cannot satisfy, reviewed, with the reason. */
export interface StatelessLimit {
  readonly interaction: string;
  readonly reason: string;
}

interface VerificationJson {
  readonly interactionResults?: readonly {
    readonly description?: string;
    readonly result?: string;
    readonly mismatch?: {
      readonly message?: string;
      readonly mismatches?: readonly { readonly path?: string; readonly mismatch?: string }[];
    };
  }[];
}

/** The outcome of each interaction from the JSON report of Pact's verifier (pactffi_verifier_json). */
export function outcomesOf(report: string): Outcome[] {
  const parsed = JSON.parse(report) as VerificationJson | null;
  const results = parsed?.interactionResults ?? [];
  return results.map((result) => ({
    description: result.description ?? '',
    mismatches:
      result.result === 'OK'
        ? []
        : (result.mismatch?.mismatches?.map((mismatch) =>
            `${mismatch.path ?? ''} ${mismatch.mismatch ?? ''}`.trim(),
          ) ?? [result.mismatch?.message ?? 'failed']),
  }));
}

/**
 * What is wrong with a verification against the mock: an interaction that failed and is not listed; a
 * listed one that passed or is no longer in the pact (the list must stay true); an interaction of the
 * pact that was not verified.
 */
export function judge(
  interactions: readonly HttpInteraction[],
  outcomes: readonly Outcome[],
  limits: readonly StatelessLimit[],
): string[] {
  const problems: string[] = [];
  const listed = new Set(limits.map((limit) => limit.interaction));
  const outcomeOf = new Map(outcomes.map((outcome) => [outcome.description, outcome]));
  for (const { description } of interactions) {
    const outcome = outcomeOf.get(description);
    if (outcome === undefined) problems.push(`not verified: "${description}"`);
    else if (outcome.mismatches.length > 0 && !listed.has(description))
      problems.push(`fails: "${description}"\n    ${outcome.mismatches.join('\n    ')}`);
  }
  for (const { interaction } of limits) {
    const outcome = outcomeOf.get(interaction);
    if (!interactions.some(({ description }) => description === interaction))
      problems.push(`listed, but no longer in the pact (remove it from the list): "${interaction}"`);
    else if (outcome?.mismatches.length === 0)
      problems.push(`listed, but passes against the mock (remove it from the list): "${interaction}"`);
  }
  return problems;
}
