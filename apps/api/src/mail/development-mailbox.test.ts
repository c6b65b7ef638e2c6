import { describe, expect, it } from 'vitest';
import { createDevelopmentMailbox, developmentMailboxLine } from './development-mailbox';
import { verificationEmail } from './verification-email';

describe('the development mailbox', () => {
  it('prints a code mail as one plain line with the code', async () => {
    const lines: string[] = [];
    const mailbox = createDevelopmentMailbox((line) => lines.push(line));
    await mailbox.deliver(
      verificationEmail({ to: 'ayse@example.com', name: 'Ayşe', code: 'K7MX2Q', language: 'tr' }),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
    expect(lines[0]).toMatch(/^\[development mailbox\] to ayse@example\.com · .+ · code K7MX2Q$/);
  });

  it('joins the text of a mail without a code onto the line', () => {
    const line = developmentMailboxLine({
      to: 'a@example.com',
      subject: 'Hello',
      text: 'First line.\n\nSecond   line.\n',
    });
    expect(line).toBe('[development mailbox] to a@example.com · Hello · First line. Second line.');
  });
});
