import type { Plugin } from 'vite';

const entry = 'src/start-first-screen.ts';

/**
 * Runs `start-first-screen.ts` as an entry of its own, ahead of main.tsx, so what the first
 * screen needs (the visitor's translations, a shared collection's chunks and data) starts
 * downloading with the framework rather than after it has run. Vite merges every script of
 * index.html into one entry, whose code runs only once all of it has arrived.
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
        // Before main.tsx's script: module scripts run in the order they appear.
        const script = `<script type="module" crossorigin src="/${chunk.fileName}"></script>`;
        return html.replace(/<script type="module"/, `${script}\n    $&`);
      },
    },
  };
}
