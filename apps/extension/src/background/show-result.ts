const clearAfterMs = 6000;
let clearTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The outcome of a context-menu save on the toolbar button: a green tick or a red mark, with the
 * sentence as the button's tooltip, cleared after a few seconds.
 */
export async function showResult(ok: boolean, message: string): Promise<void> {
  await chrome.action.setBadgeBackgroundColor({ color: ok ? '#16a34a' : '#dc2626' });
  await chrome.action.setBadgeText({ text: ok ? '✓' : '!' });
  await chrome.action.setTitle({ title: message });
  clearTimeout(clearTimer);
  clearTimer = setTimeout(() => {
    void chrome.action.setBadgeText({ text: '' });
    void chrome.action.setTitle({ title: chrome.i18n.getMessage('actionTitle') });
  }, clearAfterMs);
}
