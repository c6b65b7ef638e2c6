let held: HTMLElement | undefined;
let holding = false;

function hold(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target.closest('#root *') : null;
  if (!(target instanceof HTMLElement)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held = target;
}

/**
 * On a page the server drew, a click that comes before the app has adopted the page would do
 * nothing (a button) or leave the page (a link the app opens as a dialog): it is held instead,
 * and the last one is replayed once the app is there (`replayHeldClick`).
 */
export function holdClicksUntilAppStarts() {
  holding = true;
  document.addEventListener('click', hold, true);
}

/** Stops holding clicks and replays the last one held, if its element is still on the page. */
export function replayHeldClick() {
  if (!holding) return;
  holding = false;
  document.removeEventListener('click', hold, true);
  const target = held;
  held = undefined;
  if (target?.isConnected) target.click();
}
