import { beforeEach, describe, expect, it } from 'vitest';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { FakeInboxPort } from '../testing/inbox-port.fake.ts';
import { ArchiveInboxThreadsUseCase } from './archive-inbox-threads.use-case.ts';

let port: FakeInboxPort;
let archive: ArchiveInboxThreadsUseCase;

beforeEach(() => {
  port = new FakeInboxPort();
  archive = new ArchiveInboxThreadsUseCase(port, new FakeErrorCatalogue());
});

describe('ArchiveInboxThreadsUseCase', () => {
  it('archives the threads', async () => {
    expect(await archive.execute([450, 451])).toEqual({ kind: 'archived', threadIds: [450, 451] });
    expect(port.threads.filter((t) => t.status === 'ARCHIVED').map((t) => t.id)).toEqual([450, 451, 447]);
  });

  it('describes a refusal', async () => {
    port.failures.archiveThreads = createApiFailure(41);

    expect(await archive.execute([450])).toMatchObject({ kind: 'failed', error: { code: 41 } });
  });

  it('throws when asked to archive nothing (a bug)', async () => {
    await expect(archive.execute([])).rejects.toThrow(RangeError);
    expect(port.calls).toEqual([]);
  });
});
