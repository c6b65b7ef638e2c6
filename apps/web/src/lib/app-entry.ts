/** The id of the link that names the app's entry (main.tsx) in the built index.html. */
export const appEntryLinkId = 'app-entry';

/**
 * The id of the template that holds the app's script links on a page the server drew: inert
 * there, so the page's own HTML, style sheet and first pictures get the connection to themselves.
 */
export const appScriptsTemplateId = 'app-scripts';

/** After the browser's next paint (a hidden tab paints nothing: at once). */
function afterPaint(work: () => void) {
  if (document.visibilityState === 'hidden') work();
  else requestAnimationFrame(() => setTimeout(work));
}

/**
 * Runs the app's entry once the browser has painted what the page holds, so the framework's
 * start-up never delays that paint. On a page the server drew, the app's scripts start
 * downloading then too; elsewhere they have been downloading since the page arrived. The dev
 * server runs main.tsx itself and has no such link.
 */
export function runAppAfterPaint() {
  const template = document.getElementById(appScriptsTemplateId);
  const scripts = template instanceof HTMLTemplateElement ? template.content : document;
  const entry = scripts.getElementById(appEntryLinkId);
  if (!(entry instanceof HTMLLinkElement)) return;
  afterPaint(() => {
    if (template instanceof HTMLTemplateElement) document.head.append(template.content);
    void import(/* @vite-ignore */ entry.href);
  });
}
