/** The tab to read: `popup.html?tab=<id>` names one (how tests drive it), else the active tab. */
export async function targetTabId(search = location.search): Promise<number | null> {
  const named = Number(new URLSearchParams(search).get('tab'));
  if (Number.isInteger(named) && named > 0) return named;
  const [active] = await chrome.tabs.query({ active: true, currentWindow: true });
  return active?.id ?? null;
}
