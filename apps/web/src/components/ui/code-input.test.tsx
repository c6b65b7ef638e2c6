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

  it('leaves a pasted part of a code to the slots', async () => {
    const user = userEvent.setup();
    render(<Box initial="" />);
    const box = screen.getByLabelText('Code');
    await user.click(box);
    await user.paste('BCD');
    expect(box).toHaveValue('BCD');
  });
});
