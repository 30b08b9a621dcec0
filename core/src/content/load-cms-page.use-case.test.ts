import { beforeEach, describe, expect, it } from 'vitest';
import { createCmsPage } from '../testing/cms-page.builder.ts';
import { FakeContentPort } from '../testing/content-port.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { LoadCmsPageUseCase } from './load-cms-page.use-case.ts';

let content: FakeContentPort;
let load: LoadCmsPageUseCase;

beforeEach(() => {
  content = new FakeContentPort();
  content.pages = [createCmsPage({ slug: 'about-us', locale: 'en' })];
  load = new LoadCmsPageUseCase(content);
});

describe('LoadCmsPageUseCase', () => {
  it('shows the page of the slug in the language', async () => {
    expect(await load.execute({ rest: '/about-us', lang: 'en', device: 'desktop' })).toMatchObject({
      kind: 'show',
      page: { slug: 'about-us' },
    });
  });

  it('asks for the page of the mobile device', async () => {
    await load.execute({ rest: '/about-us', lang: 'en', device: 'mobile' });
    expect(content.slugCalls).toEqual([{ slug: 'about-us', locale: 'en', deviceType: 'MOBILE' }]);
  });

  it('goes to /404 when the fetch fails', async () => {
    content.failure = createApiFailure(41);
    expect(await load.execute({ rest: '/about-us', lang: 'en', device: 'desktop' })).toMatchObject({
      intent: { to: { name: 'not-found' } },
    });
  });

  it('goes to /404 without asking for an empty slug', async () => {
    const outcome = await load.execute({ rest: '/', lang: 'en', device: 'desktop' });
    expect({ outcome, calls: content.slugCalls.length }).toMatchObject({
      outcome: { intent: { to: { name: 'not-found' } } },
      calls: 0,
    });
  });
});
