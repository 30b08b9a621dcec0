import type { FastifyInstance } from 'fastify';
import { bodySchema, checkBody, type ControlContext } from './control-context.ts';
import { FieldMetricsStore, type FieldMetricInput } from './field-metrics.store.ts';

/** Most metrics one request may carry (the web sends ten at a time, or fewer when the page is hidden). */
export const maxFieldMetricsPerRequest = 50;

/** Most bytes of a request: 50 metrics of the longest page fit with room to spare. */
const bodyLimit = 64 * 1024;

const validateBatch = bodySchema<FieldMetricInput[]>({
  type: 'array',
  minItems: 1,
  maxItems: maxFieldMetricsPerRequest,
  items: {
    type: 'object',
    required: ['name', 'value', 'rating', 'page', 'device'],
    additionalProperties: false,
    properties: {
      name: { enum: ['LCP', 'INP', 'CLS', 'TTFB'] },
      value: { type: 'number', minimum: 0 },
      rating: { enum: ['good', 'needs-improvement', 'poor'] },
      page: { type: 'string', pattern: '^/', maxLength: 300 },
      device: { enum: ['desktop', 'mobile'] },
    },
  },
});

/** A text body as JSON; malformed JSON is refused like the application/json parser refuses it. */
function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw Object.assign(new Error('Request body is not valid JSON'), { statusCode: 400 });
  }
}

/**
 * POST field-metrics: a JSON array of 1 to 50 metrics `{ name, value, rating, page, device }` as the
 * web's beacon sends them (`VITE_FIELD_METRICS_URL=/__sandbox/field-metrics`), as application/json or
 * text/plain (what a beacon of a string carries); any invalid metric refuses the whole request (400,
 * nothing kept). GET field-metrics lists the last 100 received, newest first, each with `receivedAt`;
 * DELETE forgets them.
 */
export function registerFieldMetricsControls(app: FastifyInstance, context: ControlContext): void {
  const metrics = new FieldMetricsStore(context.state.now);
  // A scope of its own: only this route reads text/plain bodies (the API refuses them).
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit }, (_request, text, parsed) => {
      try {
        parsed(null, parseJsonText(typeof text === 'string' ? text : text.toString('utf8')));
      } catch (error) {
        parsed(error as Error, undefined);
      }
    });
    scope.post('/__sandbox/field-metrics', { bodyLimit }, async (request, reply) => {
      if (!checkBody(validateBatch, request.body, reply)) return reply;
      metrics.add(request.body);
      return reply.code(204).send();
    });
    done();
  });

  app.get('/__sandbox/field-metrics', async (_request, reply) => reply.send(metrics.list()));

  app.delete('/__sandbox/field-metrics', async (_request, reply) => {
    metrics.clear();
    return reply.code(204).send();
  });
}
