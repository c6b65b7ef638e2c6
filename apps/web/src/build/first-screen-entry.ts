import type { Plugin } from 'vite';
import { appEntryLinkId } from '../lib/app-entry';

const entry = 'src/start-first-screen.ts';

/**
 * Runs `start-first-screen.ts` as an entry of its own, ahead of the app, so what the first
 * screen needs (the visitor's translations, a shared collection's chunks and data) starts
 * downloading with the framework rather than after it has run. Vite merges every script of
 * index.html into one entry, whose code runs only once all of it has arrived.
 *
 * The app's entry (main.tsx) becomes a modulepreload: it downloads at once, and
 * `start-first-screen.ts` runs it once the browser has painted, so a page the server drew is on
 * screen before the framework's start-up takes the main thread.
 */
export function firstScreenEntry(): Plugin {
  return {
    name: 'kolekt:first-screen-entry',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: entry, name: 'start-first-screen' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(entry),
        );
        if (!chunk) throw new Error(`${entry} was not built`);
        const appScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        if (!appScript.test(html)) throw new Error('the app entry script was not found');
        return html.replace(
          appScript,
          (_, src: string) =>
            `<script type="module" crossorigin src="/${chunk.fileName}"></script>\n` +
            `    <link rel="modulepreload" crossorigin href="${src}" id="${appEntryLinkId}">`,
        );
      },
    },
  };
}
