import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { DEBIAN_NGINX } from '../../scripts/chromium.ts';
export { freePort } from '../testing/free-port.ts';
import { buildNginxConfig, type NginxTestSite } from './nginx-config.builder.ts';

/** The shipped site configuration, which every test of production serving runs. */
export const SHIPPED_NGINX_CONF = join(import.meta.dirname, '../../web/deploy/nginx.conf');

/** Why nginx cannot run here, or null when it can (`npm test` installs it: scripts/chromium.ts). */
export function nginxMissing(): string | null {
  return existsSync(DEBIAN_NGINX)
    ? null
    : `${DEBIAN_NGINX} is missing (Debian's nginx could not be installed; \`sudo apt-get install -y nginx\`)`;
}

/** How long nginx may take to start answering, or to stop, on a loaded two-core machine, ms. */
const WAIT_MS = 30_000;

/** Whether something answers HTTP at `url` (any status). */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = request(url, { method: 'HEAD', timeout: 2_000 }, (response) => {
      response.resume();
      resolve(true);
    });
    probe.once('timeout', () => probe.destroy());
    probe.once('error', () => {
      resolve(false);
    });
    probe.end();
  });
}

type SiteOptions = Omit<NginxTestSite, 'shipped' | 'prefix' | 'workerUser'>;

/**
 * Debian's nginx running web/deploy/nginx.conf (adapted by nginx-config.builder.ts) in a folder of its
 * own, in the foreground, as a child of the test: nothing of the system's nginx (its service, its
 * configuration, its logs) is used or touched.
 */
export class NginxProcess {
  /** The origin of the first address, e.g. http://127.0.0.1:41234. */
  readonly origin: string;
  readonly #prefix: string;
  readonly #child: ChildProcess;
  readonly #exited: Promise<void>;

  private constructor(prefix: string, child: ChildProcess, origin: string) {
    this.#prefix = prefix;
    this.#child = child;
    this.origin = origin;
    this.#exited = new Promise((resolve) => {
      child.once('exit', () => {
        resolve();
      });
    });
  }

  /**
   * Writes the configuration, checks it with `nginx -t` and starts nginx; answers once it answers
   * HTTP. Throws with nginx's own words when the check fails or nginx stops.
   */
  static async start(site: SiteOptions): Promise<NginxProcess> {
    const prefix = mkdtempSync(join(tmpdir(), 'lv-casino-nginx-'));
    try {
      const config = join(prefix, 'nginx.conf');
      writeFileSync(
        config,
        buildNginxConfig({
          ...site,
          shipped: readFileSync(SHIPPED_NGINX_CONF, 'utf8'),
          prefix,
          ...(process.getuid?.() === 0 ? { workerUser: userInfo().username } : {}),
        }),
      );
      const args = ['-p', prefix, '-c', config, '-g', 'daemon off;'];
      const check = spawnSync(DEBIAN_NGINX, ['-t', ...args], { encoding: 'utf8', timeout: WAIT_MS });
      if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
      // A process group of its own, so that a failed stop can end the workers too.
      const child = spawn(DEBIAN_NGINX, args, { stdio: 'ignore', detached: true });
      const origin = `http://${site.addresses[0] ?? '127.0.0.1'}:${String(site.port)}`;
      const nginx = new NginxProcess(prefix, child, origin);
      await nginx.#untilAnswering();
      return nginx;
    } catch (error) {
      rmSync(prefix, { recursive: true, force: true });
      throw error;
    }
  }

  /** nginx's error log so far (warnings and errors). */
  errorLog(): string {
    const path = join(this.#prefix, 'error.log');
    return existsSync(path) ? readFileSync(path, 'utf8') : '';
  }

  async #untilAnswering(): Promise<void> {
    const deadline = Date.now() + WAIT_MS;
    while (!(await answers(`${this.origin}/`))) {
      const stopped = this.#child.exitCode !== null || this.#child.signalCode !== null;
      if (stopped || Date.now() > deadline) {
        const log = this.errorLog();
        await this.stop();
        throw new Error(`nginx ${stopped ? 'stopped' : 'did not answer'}:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Stops nginx (SIGTERM: a fast shutdown, its workers with it), then removes its folder. */
  async stop(): Promise<void> {
    const { pid, exitCode, signalCode } = this.#child;
    if (pid !== undefined && exitCode === null && signalCode === null) {
      this.#child.kill('SIGTERM');
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => {
          resolve(true);
        }, WAIT_MS);
      });
      if (await Promise.race([this.#exited.then(() => false), late])) {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // Ended meanwhile.
        }
      }
      clearTimeout(timer);
    }
    rmSync(this.#prefix, { recursive: true, force: true });
  }
}
