import { appScriptsTemplateId } from './app-entry';

/** A page's first screen drawn on the server: the root's markup and its data block. */
export interface DrawnFirstScreen {
  html: string;
  stateTag: string;
}

const leadingLinks = /^(?:<link [^>]*\/>)+/;
const appScriptLinks = /(?:\s*<link rel="modulepreload"[^>]*>)+/;

/**
 * The built index.html (`page`) with a first screen drawn in its root element and its data block
 * after it. React puts the preloads it found (the first pictures) ahead of the markup; they go to
 * the head. The app's script links wait in a template until the page has painted
 * (`runAppAfterPaint`): the page is already drawn, and they only make it interactive.
 */
export function withFirstScreen(page: string, drawn: DrawnFirstScreen): string {
  const preloads = leadingLinks.exec(drawn.html)?.[0] ?? '';
  const markup = drawn.html.slice(preloads.length);
  // Replaced by functions: a `$&` in a collection's name is text, not a replacement pattern.
  return page
    .replace(
      appScriptLinks,
      (links) => `\n    <template id="${appScriptsTemplateId}">${links}\n    </template>`,
    )
    .replace('</head>', () => `  ${preloads}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${markup}</div>\n    ${drawn.stateTag}`,
    );
}
