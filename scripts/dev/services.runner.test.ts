import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { exitStatusOf, runServices, type Service } from './services.runner.ts';

/** A writable that keeps what it is given and can wait until a text shows up. */
class Collected extends Writable {
  text = '';
  readonly #waiters: (() => void)[] = [];

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.text += chunk.toString('utf8');
    for (const wake of this.#waiters.splice(0)) wake();
    done();
  }

  async waitFor(text: string): Promise<void> {
    while (!this.text.includes(text)) {
      await new Promise<void>((resolve) => this.#waiters.push(resolve));
    }
  }
}

const script = (name: string, source: string): Service => ({
  name,
  command: process.execPath,
  args: ['-e', source],
});
const forever = 'setInterval(() => {}, 1000);';

describe('runServices', () => {
  it('prefixes every line of each service with its padded name', async () => {
    const stdout = new Collected();
    const stderr = new Collected();
    const running = runServices(
      [
        script('sandbox', `console.log('one\\ntwo'); console.error('ready'); ${forever}`),
        // A pipe is written synchronously: once 'ready' is seen, the unfinished line is in the pipe too.
        script('web', `process.stdout.write('no newline yet'); console.error('ready'); ${forever}`),
      ],
      { stdout, stderr },
    );
    await Promise.all([stderr.waitFor('sandbox | ready'), stderr.waitFor('web     | ready')]);
    running.stop();
    expect(await running.exitCode).toBe(0);
    expect(stdout.text.split('\n').sort()).toEqual([
      '',
      'sandbox | one',
      'sandbox | two',
      'web     | no newline yet',
    ]);
  });

  it('stops the others when one fails, and settles with its exit code', async () => {
    const stdout = new Collected();
    const running = runServices([script('web', forever), script('sandbox', 'process.exit(3)')], {
      stdout,
      stderr: new Collected(),
    });
    expect(await running.exitCode).toBe(3);
    expect(stdout.text).toContain('sandbox | exited (code 3); stopping the others');
  });

  it('stops every service on stop() and settles with 0', async () => {
    const running = runServices([script('a', forever), script('b', forever)], {
      stdout: new Collected(),
      stderr: new Collected(),
    });
    running.stop();
    expect(await running.exitCode).toBe(0);
  });

  it('kills a service that ignores SIGTERM once the grace period is over', async () => {
    const stdout = new Collected();
    const running = runServices(
      [script('stubborn', `process.on('SIGTERM', () => {}); console.log('ready'); ${forever}`)],
      { stdout, stderr: new Collected(), killAfterMs: 50 },
    );
    await stdout.waitFor('ready');
    running.stop();
    expect(await running.exitCode).toBe(1);
    expect(stdout.text).toContain('stubborn | did not stop within 50 ms; killing it');
  });

  it('reports a command that cannot start and stops the others', async () => {
    const stderr = new Collected();
    const running = runServices(
      [script('web', forever), { name: 'sandbox', command: '/nonexistent/command', args: [] }],
      { stdout: new Collected(), stderr },
    );
    expect(await running.exitCode).toBe(1);
    expect(stderr.text).toContain('sandbox | spawn /nonexistent/command ENOENT');
  });
});

describe('exitStatusOf', () => {
  it.each([
    [0, null, 0],
    [2, null, 2],
    [130, null, 0],
    [143, null, 0],
    [null, 'SIGINT', 0],
    [null, 'SIGTERM', 0],
    [null, 'SIGKILL', 1],
  ] as const)('code %s, signal %s → %s', (code, signal, status) => {
    expect(exitStatusOf(code, signal)).toBe(status);
  });
});
