import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { createTokens } from '@lv-casino/core/testing/user.builder.ts';
import { fail } from '@lv-casino/core/shared/result.ts';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestPorts, renderApp } from '../testing/test-app.tsx';
import { CallFailures } from './call-failures.ts';

describe('feedback after failed calls', () => {
  it('shows a toast, then the error modal in place of the open modal after an HTTP 500', async () => {
    const { container, ports, router } = renderApp('/en/casino?modal=login');
    await screen.findByRole('dialog', { name: 'Log in' });

    act(() => {
      container.get(CallFailures).report({
        failure: { kind: 'api', errorCode: -1, httpStatus: 500 },
        call: { path: '/api/v1/customerfacing/auth/login' },
      });
    });
    expect(
      await screen.findByText('The server could not handle the request. Please try again.'),
    ).toBeDefined();
    act(() => {
      ports.clock.advance(500);
    });

    expect(await screen.findByRole('alertdialog', { name: 'Something went wrong' })).toBeDefined();
    expect(router.state.location.search).toBe('?modal=errorModal');
  });

  it('keeps a stored session, and does not show a logged-out header, when the customer call fails with 500', async () => {
    const ports = createTestPorts();
    ports.tokens.write(createTokens());
    ports.customer.user = fail(createApiFailure(-1, 500));
    renderApp('/en/casino', { ports });

    expect(await screen.findByText('Your account could not be loaded.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(ports.tokens.read()).not.toBeNull();
  });
});
