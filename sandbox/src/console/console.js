/* global document, window */
// The operator console: plain DOM code over the control API (/__sandbox/...). No framework, no build.
'use strict';

const api = '/__sandbox';
const kycStatuses = ['VERIFIED', 'NOT_VERIFIED', 'WAITING_BO_USER'];
const lockStatuses = ['ACTIVE', 'FROZEN', 'INACTIVE', 'CLOSED', 'COOLING_OFF'];
const byId = (id) => document.getElementById(id);

/** Calls the control API; throws an Error with the ErrorResponse's message on failure. */
async function call(method, path, body) {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const data = text === '' ? undefined : JSON.parse(text);
  if (!response.ok)
    throw new Error(data && data.errorMessage ? data.errorMessage : `HTTP ${response.status}`);
  return data;
}

function say(message, ok = true) {
  const status = byId('status');
  status.textContent = message;
  status.className = ok ? 'ok' : 'error';
}

/** Runs an action and reports its outcome in the status line. */
async function attempt(action, success) {
  try {
    const result = await action();
    say(typeof success === 'function' ? success(result) : success);
    return result;
  } catch (error) {
    say(error instanceof Error ? error.message : String(error), false);
    return undefined;
  }
}

/** Creates an element with properties and children. */
function el(tag, props = {}, ...children) {
  const { ariaLabel, ...rest } = props;
  const node = document.createElement(tag);
  Object.assign(node, rest);
  if (ariaLabel) node.setAttribute('aria-label', ariaLabel);
  for (const child of children) node.append(child);
  return node;
}

function select(label, values, current) {
  const node = el('select', { ariaLabel: label });
  for (const value of values)
    node.append(el('option', { value, textContent: value, selected: value === current }));
  return node;
}

const euros = (minor) => (minor / 100).toFixed(2);

// Players

async function loadPlayers() {
  const players = await call('GET', '/players');
  const body = byId('players').querySelector('tbody');
  body.replaceChildren();
  const pickers = [byId('notify-player'), byId('care-player')];
  const chosen = pickers.map((picker) => picker.value);
  for (const picker of pickers) picker.replaceChildren();
  for (const player of players) {
    for (const picker of pickers)
      picker.append(el('option', { value: player.username, textContent: player.username }));
    body.append(playerRow(player));
  }
  pickers.forEach((picker, index) => {
    if (chosen[index]) picker.value = chosen[index];
  });
}

function playerRow(player) {
  const name = `${player.firstName} ${player.lastName}`;
  const kyc = select(`KYC status of ${player.username}`, kycStatuses, player.kycVerified);
  const reason = el('input', {
    type: 'text',
    value: player.kycNotVerifiedReason ?? '',
    placeholder: 'reason, e.g. NEW_PAYMENT_METHOD',
    ariaLabel: `KYC not-verified reason of ${player.username}`,
  });
  const lockValues = lockStatuses.includes(player.accountLockStatus)
    ? lockStatuses
    : [...lockStatuses, player.accountLockStatus];
  const lock = select(`Account lock of ${player.username}`, lockValues, player.accountLockStatus);
  const notify = () => byId('players-notify').checked;
  const saveKyc = el('button', { type: 'button', textContent: 'Set KYC' });
  saveKyc.addEventListener('click', () =>
    attempt(
      () =>
        call('PUT', `/players/${encodeURIComponent(player.username)}/kyc`, {
          kycVerified: kyc.value,
          ...(kyc.value === 'NOT_VERIFIED' && reason.value.trim() !== ''
            ? { kycNotVerifiedReason: reason.value.trim() }
            : {}),
          notify: notify(),
        }),
      (r) =>
        `${player.username}: KYC ${kyc.value}${r.delivered === undefined ? '' : `, ${r.delivered} delivered`}`,
    ).then(loadPlayers),
  );
  const saveLock = el('button', { type: 'button', textContent: 'Set lock' });
  saveLock.addEventListener('click', () =>
    attempt(
      () =>
        call('PUT', `/players/${encodeURIComponent(player.username)}/lock`, {
          accountLockStatus: lock.value,
          notify: notify(),
        }),
      (r) =>
        `${player.username}: ${lock.value}${r.delivered === undefined ? '' : `, ${r.delivered} delivered`}`,
    ).then(loadPlayers),
  );
  const expire = (refreshTokens) => {
    const button = el('button', {
      type: 'button',
      textContent: refreshTokens ? 'Expire all tokens (98)' : 'Expire access tokens (96)',
      className: 'secondary',
    });
    button.addEventListener('click', () =>
      attempt(
        () => call('POST', '/tokens/expire', { username: player.username, refreshTokens }),
        (r) =>
          `${player.username}: ${refreshTokens ? 'all' : 'access'} tokens of ${r.sessions} session(s) expired`,
      ),
    );
    return button;
  };
  return el(
    'tr',
    {},
    el('th', { scope: 'row', textContent: `${player.username} (${player.id}) ${name}` }),
    el('td', { textContent: `${euros(player.cashBalance)} + bonus ${euros(player.bonusBalance)}` }),
    el('td', {}, kyc, ' ', reason, ' ', saveKyc),
    el('td', {}, lock, ' ', saveLock),
    el('td', { textContent: `${player.sessions} / ${player.connections}` }),
    el('td', {}, expire(false), ' ', expire(true)),
  );
}

// Notifications

let kinds = [];

async function loadKinds() {
  kinds = await call('GET', '/notification-kinds');
  const kind = byId('notify-kind');
  kind.replaceChildren();
  for (const k of kinds)
    kind.append(el('option', { value: k.notificationType, textContent: k.notificationType }));
  kind.append(el('option', { value: '', textContent: '(custom message)' }));
  showKind();
}

function showKind() {
  const chosen = kinds.find((k) => k.notificationType === byId('notify-kind').value);
  byId('notify-kind-help').textContent = chosen
    ? `${chosen.title}: ${chosen.summary} Client action: ${chosen.clientAction ?? 'none'}; message key ${chosen.messageKey ?? 'none'}.`
    : 'Any SocketMessage, e.g. a kind the contract does not document yet.';
  byId('notify-message').value = JSON.stringify(chosen ? chosen.example : { notificationType: '' }, null, 2);
}

async function pushNotification(event) {
  event.preventDefault();
  let message;
  try {
    message = JSON.parse(byId('notify-message').value);
  } catch {
    say('The message is not valid JSON', false);
    return;
  }
  const username = byId('notify-player').value;
  await attempt(
    () => call('POST', '/notifications', { username, message }),
    (r) => `${message.notificationType} delivered to ${r.delivered} subscription(s) of ${username}`,
  );
  await loadPlayers();
}

// Player care

const carePlayer = () => byId('care-player').value;
const minorUnits = (id) => Math.round(Number(byId(id).value) * 100);

async function sendSimpleMessage() {
  const content = byId('care-message').value.trim();
  if (content === '') {
    say('Write the message first', false);
    return;
  }
  await attempt(
    () => call('POST', `/players/${carePlayer()}/simple-messages`, { content, notify: true }),
    (r) => `Simple message ${r.simpleMessage.id} sent; delivered to ${r.delivered} subscription(s)`,
  );
}

async function grantBonus() {
  const bonusName = byId('care-bonus-name').value.trim();
  if (bonusName === '') {
    say('Name the bonus first', false);
    return;
  }
  await attempt(
    () =>
      call('POST', `/players/${carePlayer()}/bonuses`, {
        bonusName,
        bonusAmount: minorUnits('care-bonus-amount'),
        wageringRequirement: minorUnits('care-bonus-wagering'),
      }),
    (r) => `Bonus ${r.bonus.bonusAssetId} granted to ${carePlayer()}`,
  );
}

async function makeLimitsDue() {
  await attempt(
    () => call('POST', `/players/${carePlayer()}/limits/due`, {}),
    (r) => `${r.due} pending change(s) due now; the question reached ${r.delivered} subscription(s)`,
  );
}

async function askForDeclaration() {
  const date = byId('care-sof-date').value;
  if (date === '') {
    say('Choose the date first', false);
    return;
  }
  await attempt(
    () => call('PUT', `/players/${carePlayer()}/source-of-funds`, { dueDate: `${date}T23:59:59+02:00` }),
    `${carePlayer()} is asked for a source-of-funds declaration by ${date}`,
  );
}

// Failures

async function loadFailureOptions() {
  const [operations, codes] = await Promise.all([call('GET', '/operations'), call('GET', '/error-codes')]);
  const operation = byId('failure-operation');
  operation.replaceChildren();
  for (const o of operations) {
    operation.append(
      el('option', { value: o.operationId, textContent: `${o.operationId} (${o.method} ${o.path})` }),
    );
  }
  const error = byId('failure-error');
  error.replaceChildren(el('option', { value: 'http500', textContent: 'HTTP 500 (errorCode 41)' }));
  for (const c of codes) {
    error.append(
      el('option', { value: String(c.code), textContent: `${c.code} ${c.name} (HTTP ${c.httpStatus})` }),
    );
  }
}

async function loadFailures() {
  const failures = await call('GET', '/failures');
  const list = byId('failures');
  list.replaceChildren();
  if (failures.length === 0) list.append(el('li', { textContent: 'None' }));
  for (const f of failures) {
    const disarm = el('button', { type: 'button', textContent: 'Disarm', className: 'secondary' });
    disarm.addEventListener('click', () =>
      attempt(
        () => call('DELETE', `/failures/${encodeURIComponent(f.operationId)}`),
        `${f.operationId} disarmed`,
      ).then(loadFailures),
    );
    const text = `${f.operationId}: HTTP ${f.httpStatus}, errorCode ${f.body.errorCode}, ${f.remaining} call(s) left `;
    list.append(el('li', {}, text, disarm));
  }
}

async function armFailure(event) {
  event.preventDefault();
  const error = byId('failure-error').value;
  const request = {
    operationId: byId('failure-operation').value,
    times: Number(byId('failure-times').value),
    ...(error === 'http500' ? { httpStatus: 500 } : { errorCode: Number(error) }),
  };
  await attempt(
    () => call('POST', '/failures', request),
    (f) =>
      `The next ${f.remaining} call(s) of ${f.operationId} answer HTTP ${f.httpStatus} / ${f.body.errorCode}`,
  );
  await loadFailures();
}

// Config

async function loadConfig(kind) {
  const config = await call('GET', `/config/${kind}`);
  const fieldset = byId(`config-${kind}`);
  fieldset.replaceChildren(fieldset.querySelector('legend'));
  for (const [key, value] of Object.entries(config)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value)) {
        fieldset.append(configField(kind, `${key}.${inner}`, innerValue, (v) => ({ [key]: { [inner]: v } })));
      }
    } else {
      fieldset.append(configField(kind, key, value, (v) => ({ [key]: v })));
    }
  }
}

function configField(kind, name, value, patchOf) {
  const input = el('input', { name });
  let read;
  if (typeof value === 'boolean') {
    Object.assign(input, { type: 'checkbox', checked: value });
    read = () => input.checked;
  } else if (typeof value === 'number') {
    Object.assign(input, { type: 'number', value: String(value), step: '1' });
    read = () => Number(input.value);
  } else if (value === null || (Array.isArray(value) && value.some((item) => typeof item === 'object'))) {
    // A list of objects (paymentLogos) or a cleared field: edited as JSON; text that is not JSON is a string.
    Object.assign(input, { type: 'text', value: JSON.stringify(value) });
    read = () => {
      try {
        return JSON.parse(input.value);
      } catch {
        return input.value;
      }
    };
  } else if (Array.isArray(value)) {
    Object.assign(input, { type: 'text', value: value.join(',') });
    read = () =>
      input.value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '');
  } else {
    Object.assign(input, { type: 'text', value: String(value) });
    read = () => input.value;
  }
  input.addEventListener('change', () =>
    attempt(() => call('PATCH', `/config/${kind}`, patchOf(read())), `${kind} config: ${name} saved`).then(
      () => loadConfig(kind),
    ),
  );
  return el('label', {}, el('span', { textContent: name }), input);
}

// Outbox

async function loadOutbox() {
  const messages = await call('GET', '/outbox');
  const body = byId('outbox').querySelector('tbody');
  body.replaceChildren();
  if (messages.length === 0)
    body.append(el('tr', {}, el('td', { colSpan: 7, textContent: 'No messages yet' })));
  for (const m of messages) {
    const link = m.link ? el('a', { href: m.link, textContent: m.link }) : '';
    body.append(
      el(
        'tr',
        {},
        el('td', { textContent: new Date(m.sentAt).toLocaleString() }),
        el('td', { textContent: m.kind }),
        el('td', { textContent: m.to }),
        el('td', { textContent: m.username ?? '' }),
        el('td', { textContent: [m.subject, m.text].filter(Boolean).join(' — ') }),
        el('td', {}, link),
        el('td', {}, el('code', { textContent: m.code ?? '' })),
      ),
    );
  }
}

// Live chat

const chatSenders = { agent: 'Support', visitor: 'Visitor' };

function conversationView(conversation) {
  const field = `chat-reply-${conversation.id}`;
  const reply = el('textarea', { id: field, rows: 2, maxLength: 1000, required: true });
  const form = el(
    'form',
    {},
    el('div', { className: 'field' }, el('label', { htmlFor: field, textContent: 'Reply' }), reply),
    el('button', { type: 'submit', textContent: 'Send the reply' }),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = reply.value.trim();
    if (text === '') {
      say('Write the reply first', false);
      return;
    }
    void attempt(
      () => call('POST', `/live-chat/conversations/${conversation.id}/replies`, { text }),
      'Reply sent',
    ).then((sent) => (sent === undefined ? undefined : loadConversations()));
  });
  const messages = el('ol', {});
  for (const m of conversation.messages)
    messages.append(el('li', { textContent: `${chatSenders[m.from]}: ${m.text}` }));
  return el(
    'article',
    {},
    el('h3', {
      textContent: `${conversation.lang.toUpperCase()} · started ${new Date(conversation.startedAt).toLocaleString()}`,
    }),
    messages,
    form,
  );
}

async function loadConversations() {
  const conversations = await call('GET', '/live-chat/conversations');
  const list = byId('chat-conversations');
  list.replaceChildren();
  if (conversations.length === 0)
    list.append(el('p', { className: 'help', textContent: 'No conversations yet' }));
  for (const conversation of conversations) list.append(conversationView(conversation));
}

// Field data

const ratings = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' };

/** A metric's value as the operator reads it: CLS as a score, the others in ms. */
const metricValue = (metric) =>
  metric.name === 'CLS' ? metric.value.toFixed(3) : `${Math.round(metric.value)} ms`;

async function loadFieldMetrics() {
  const metrics = await call('GET', '/field-metrics');
  const body = byId('field-metrics').querySelector('tbody');
  body.replaceChildren();
  if (metrics.length === 0)
    body.append(el('tr', {}, el('td', { colSpan: 6, textContent: 'No field data yet' })));
  for (const m of metrics) {
    body.append(
      el(
        'tr',
        {},
        el('td', { textContent: new Date(m.receivedAt).toLocaleString() }),
        el('th', { scope: 'row', textContent: m.name }),
        el('td', { className: 'number', textContent: metricValue(m) }),
        el('td', { className: `rating-${m.rating}`, textContent: ratings[m.rating] }),
        el('td', {}, el('code', { textContent: m.page })),
        el('td', { textContent: m.device }),
      ),
    );
  }
}

// Start-up

function start() {
  byId('players-refresh').addEventListener('click', () => attempt(loadPlayers, 'Players refreshed'));
  byId('notify-kind').addEventListener('change', showKind);
  byId('notify-form').addEventListener('submit', pushNotification);
  byId('failure-form').addEventListener('submit', armFailure);
  byId('care-send-message').addEventListener('click', () => void sendSimpleMessage());
  byId('care-grant-bonus').addEventListener('click', () => void grantBonus());
  byId('care-limits-due').addEventListener('click', () => void makeLimitsDue());
  byId('care-sof').addEventListener('click', () => void askForDeclaration());
  byId('failures-clear').addEventListener('click', () =>
    attempt(() => call('DELETE', '/failures'), 'Every failure disarmed').then(loadFailures),
  );
  byId('chat-refresh').addEventListener('click', () => attempt(loadConversations, 'Conversations refreshed'));
  byId('outbox-refresh').addEventListener('click', () => attempt(loadOutbox, 'Outbox refreshed'));
  byId('outbox-clear').addEventListener('click', () =>
    attempt(() => call('DELETE', '/outbox'), 'Outbox emptied').then(loadOutbox),
  );
  byId('field-metrics-refresh').addEventListener('click', () =>
    attempt(loadFieldMetrics, 'Field data refreshed'),
  );
  byId('field-metrics-clear').addEventListener('click', () =>
    attempt(() => call('DELETE', '/field-metrics'), 'Field data forgotten').then(loadFieldMetrics),
  );
  void attempt(
    () =>
      Promise.all([
        loadPlayers(),
        loadKinds(),
        loadFailureOptions(),
        loadFailures(),
        loadConfig('general'),
        loadConfig('customer'),
        loadOutbox(),
        loadConversations(),
        loadFieldMetrics(),
      ]),
    'Console ready',
  );
}

window.addEventListener('DOMContentLoaded', start);
