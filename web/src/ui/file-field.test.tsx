import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FileField } from './file-field.tsx';

describe('FileField', () => {
  it('is labelled, described by its hint, the file chosen and its error, and says what it holds', async () => {
    const chosen: (readonly File[])[] = [];
    render(
      <FileField
        id="file"
        name="file"
        accept="image/jpeg"
        label="Document"
        hint="A JPEG of at most 10 MB."
        note="karte.jpg, 2.4 MB"
        error="The file is too large."
        choose="Choose a file"
        chosen="karte.jpg"
        onChoose={(files) => {
          chosen.push(files);
        }}
      />,
    );
    const input = screen.getByLabelText('Document');

    await userEvent.setup().upload(input, new File(['x'], 'karte.jpg', { type: 'image/jpeg' }));

    expect({
      invalid: input.getAttribute('aria-invalid'),
      describedBy: input.getAttribute('aria-describedby'),
      chosen: chosen.map((files) => files.map((file) => file.name)),
      shown: screen.getByText('Choose a file').getAttribute('aria-hidden'),
    }).toEqual({
      invalid: 'true',
      describedBy: 'file-hint file-note file-error',
      chosen: [['karte.jpg']],
      shown: 'true',
    });
  });
});
