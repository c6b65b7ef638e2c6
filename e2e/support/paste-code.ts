import type { Locator } from '@playwright/test';

/** The browser globals used here: e2e code is typed without the DOM library. */
interface WithClipboard {
  navigator: { clipboard: { writeText(text: string): Promise<void> } };
}

/**
 * Pastes `code` into a code box through the clipboard, as a user pastes a code from the mail over
 * the refused one the box still holds.
 */
export async function pasteCode(box: Locator, code: string) {
  const page = box.page();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(
    (text) => (globalThis as unknown as WithClipboard).navigator.clipboard.writeText(text),
    code,
  );
  await box.focus();
  await box.press('ControlOrMeta+v');
}
