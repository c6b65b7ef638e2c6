import { afterEach, expect, it, vi } from 'vitest';
import { holdClicksUntilAppStarts, replayHeldClick } from './held-clicks';

afterEach(() => {
  replayHeldClick();
  document.body.replaceChildren();
});

function drawnPage() {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = '<a href="/register"><span>Let us check</span></a><button>Like</button>';
  const outside = document.createElement('button');
  document.body.append(root, outside);
  return { link: root.querySelector('a')!, button: root.querySelector('button')!, outside };
}

it('holds clicks on the drawn page, then replays the last one on its element', () => {
  const { link, button } = drawnPage();
  holdClicksUntilAppStarts();
  const seen = vi.fn();
  document.addEventListener('click', (event) => seen(event.target, event.defaultPrevented));

  link.querySelector('span')!.click();
  button.click();
  expect(seen).not.toHaveBeenCalled();

  replayHeldClick();
  expect(seen).toHaveBeenCalledOnce();
  expect(seen).toHaveBeenCalledWith(button, false);

  // Once the app is there, clicks go through as they come.
  link.click();
  expect(seen).toHaveBeenCalledTimes(2);
});

it('leaves clicks outside the page alone and replays none whose element has gone', () => {
  const { button, outside } = drawnPage();
  holdClicksUntilAppStarts();
  const seen = vi.fn();
  document.addEventListener('click', () => seen());
  outside.click();
  expect(seen).toHaveBeenCalledOnce();

  button.click();
  button.remove();
  replayHeldClick();
  expect(seen).toHaveBeenCalledOnce();
});
