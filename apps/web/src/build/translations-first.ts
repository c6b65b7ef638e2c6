import type { Plugin } from 'vite';

const entry = 'src/start-translations.ts';

/**
 * Runs `start-translations.ts` as an entry of its own, ahead of main.tsx, so the visitor's
 * translations start downloading with the framework rather than after it has run. Vite merges
 * every script of index.html into one entry, whose code runs only once all of it has arrived.
 */
export function translationsFirst(): Plugin {
  return {
    name: 'kolekt:translations-first',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: entry, name: 'start-translations' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(entry),
        );
        if (!chunk) throw new Error(`${entry} was not built`);
        // Before main.tsx's script: module scripts run in the order they appear.
        const script = `<script type="module" crossorigin src="/${chunk.fileName}"></script>`;
        return html.replace(/<script type="module"/, `${script}\n    $&`);
      },
    },
  };
}
