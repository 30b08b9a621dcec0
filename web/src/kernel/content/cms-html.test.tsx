import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CmsHtml } from './cms-html.tsx';

describe('CmsHtml', () => {
  it('follows a link to a path of the site inside the app, and drops what the CMS policy forbids', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <CmsHtml
              className="page__body"
              html={'<p>See <a href="/en/promotions">our offers</a>.</p><script>alert(1)</script>'}
            />
          ),
        },
      ],
      { initialEntries: ['/en/help'] },
    );
    const { container } = render(<RouterProvider router={router} />);

    await userEvent.click(screen.getByRole('link', { name: 'our offers' }));

    expect([router.state.location.pathname, container.querySelector('script')]).toEqual([
      '/en/promotions',
      null,
    ]);
  });
});
