import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeInput } from './code-input';

function Box({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="code">Code</label>
      <CodeInput id="code" value={value} onChange={setValue} />
    </>
  );
}

describe('CodeInput', () => {
  it('takes a whole pasted code in place of the one it holds', async () => {
    const user = userEvent.setup();
    render(<Box initial="AAAAAA" />);
    const box = screen.getByLabelText('Code');
    await user.click(box);
    await user.paste(' BCD-EFG ');
    expect(box).toHaveValue('BCDEFG');
  });

  it('takes a code pasted in lower case with a space as the mailed code', async () => {
    const user = userEvent.setup();
    render(<Box initial="" />);
    const box = screen.getByLabelText('Code');
    await user.click(box);
    await user.paste('tes 9fx');
    expect(box).toHaveValue('TES9FX');
  });

  it('shows typed letters in upper case', async () => {
    const user = userEvent.setup();
    render(<Box initial="" />);
    const box = screen.getByLabelText('Code');
    await user.click(box);
    await user.keyboard('tes9');
    expect(box).toHaveValue('TES9');
  });

  it('asks a phone for its letter keyboard, in capitals, without corrections', () => {
    render(<Box initial="" />);
    const box = screen.getByLabelText('Code');
    expect(box).toHaveAttribute('inputmode', 'text');
    expect(box).toHaveAttribute('autocapitalize', 'characters');
    expect(box).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box).toHaveAttribute('spellcheck', 'false');
  });

  it('leaves a pasted part of a code to the slots', async () => {
    const user = userEvent.setup();
    render(<Box initial="" />);
    const box = screen.getByLabelText('Code');
    await user.click(box);
    await user.paste('BCD');
    expect(box).toHaveValue('BCD');
  });
});
