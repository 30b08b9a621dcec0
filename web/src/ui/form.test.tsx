import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Form } from './form.tsx';

describe('Form', () => {
  it('submits in place, leaving the checks to its fields', async () => {
    let submits = 0;
    render(
      <Form aria-label="Search" onSubmit={() => (submits += 1)}>
        <input aria-label="Text" required />
        <button type="submit">Search</button>
      </Form>,
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));

    expect([submits, screen.getByRole('form', { name: 'Search' }).hasAttribute('novalidate')]).toEqual([
      1,
      true,
    ]);
  });
});
