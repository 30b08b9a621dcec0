import { createSimpleMessage } from '@lv-casino/core/testing/inbox.builder.ts';
import { FakeInboxPort } from '@lv-casino/core/testing/inbox-port.fake.ts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../../kernel/app-root.tsx';
import { createAppContainer } from '../../shell/container.ts';
import { FeatureModules } from '../../kernel/feature-modules.ts';
import { createFakePortsModule, createTestPorts } from '../../testing/fake-ports.module.ts';
import { modals } from './profile-messages.feature.ts';
import { modalEntryOf } from '../../testing/contributions.ts';

const simpleMessageModal = modalEntryOf('profile-messages', modals, 'simple-message');

/**
 * The popup as the modal host shows it (`?modal=simple-message&messageId=`): its modal entry prepared
 * under its owner, over a FakeInboxPort.
 */
async function renderPopup(messageId: number | string = 77, inbox = new FakeInboxPort()) {
  const container = createAppContainer(createFakePortsModule({ ...createTestPorts(), inbox }), {
    device: 'desktop',
    initialLanguage: 'en',
  });
  const Popup = await container
    .get(FeatureModules)
    .prepare(simpleMessageModal.owner, await simpleMessageModal.load());
  const onClose = vi.fn();
  const router = createMemoryRouter([{ path: '*', element: <Popup onClose={onClose} /> }], {
    initialEntries: [`/en/casino?modal=simple-message&messageId=${String(messageId)}`],
  });
  render(<AppRoot container={container} router={router} />);
  return { inbox, onClose, user: userEvent.setup() };
}

describe('simple-message popup', () => {
  it('shows the message in a dialog, its HTML sanitised', async () => {
    const inbox = new FakeInboxPort();
    inbox.simpleMessages = [
      createSimpleMessage({
        content:
          '<p>Piektdien <strong>bezmaksas griezieni</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      }),
    ];
    await renderPopup(77, inbox);

    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    const strong = await screen.findByText('bezmaksas griezieni');
    expect(strong.tagName).toBe('STRONG');
    expect(dialog.querySelector('script, img')).toBeNull();
  });

  it('marks the message read when closed', async () => {
    const { user, inbox, onClose } = await renderPopup();
    await screen.findByText('bezmaksas griezieni');

    await user.click(screen.getByRole('button', { name: 'OK' }));

    await waitFor(() => {
      expect(inbox.readSimpleMessages).toEqual(new Set([77]));
    });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('marks it read when closed with Escape too', async () => {
    const { user, inbox } = await renderPopup();
    await screen.findByText('bezmaksas griezieni');

    await user.keyboard('{Escape}');

    await waitFor(() => {
      expect(inbox.calls).toContainEqual({ call: 'markSimpleMessageRead', messageId: 77 });
    });
  });

  it('says so when the message could not be loaded, and marks nothing read', async () => {
    const { user, inbox, onClose } = await renderPopup(78);

    expect((await screen.findByRole('alertdialog', { name: 'Message' })).textContent).toContain(
      'The message could not be loaded.',
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));

    expect(onClose).toHaveBeenCalledOnce();
    expect(inbox.calls.some((call) => call.call === 'markSimpleMessageRead')).toBe(false);
  });

  it('closes at once for a link without a usable message id, asking nothing', async () => {
    const { inbox, onClose } = await renderPopup('abc');

    await waitFor(() => {
      expect(onClose).toHaveBeenCalledOnce();
    });
    expect(inbox.calls).toEqual([]);
  });
});
