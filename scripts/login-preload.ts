import type { Plugin, Rollup } from 'vite';

/** The light login's entry (app/main.tsx imports it dynamically on /login). */
const loginEntry = /[\\/]app[\\/]login-main\.tsx$/;

/** What the walk needs of a bundle's outputs (Rollup's chunks and assets have it). */
type Output = { type: 'chunk'; imports: readonly string[] } | { type: 'asset' };

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
export function closureOf(bundle: Record<string, Output>, start: string): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  visit(start);
  return [...seen];
}

/** The script's text: on /login, a modulepreload link for each file index.html does not already ask for. */
export function preloadScript(files: readonly string[]): string {
  const hrefs = JSON.stringify(files.map((f) => `/${f}`));
  return (
    `if(location.pathname==='/login')for(const h of ${hrefs}){` +
    `const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.append(l)}\n`
  );
}

/**
 * /login's own code (the light login's entry, its page and icons) is a dynamic import of the app's
 * entry, so the browser used to ask for it only once React and the login chunk had arrived and run:
 * one round trip after them (150 ms on a fair mobile link). A module script of a few hundred bytes,
 * async beside the entry, asks for it at once, on /login only: every other path's first load is
 * unchanged. A file, not inline, because the CSP allows no inline script.
 */
export function loginPreloadInBuild(): Plugin {
  return {
    name: 'gh-login-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const entry = Object.values(bundle).find(
        (o): o is Rollup.OutputChunk => o.type === 'chunk' && loginEntry.test(o.facadeModuleId ?? ''),
      );
      if (html?.type !== 'asset' || !entry) return;
      const page = String(html.source);
      const wanted = closureOf(bundle, entry.fileName).filter((f) => !page.includes(`/${f}"`));
      if (wanted.length === 0) return;
      const ref = this.emitFile({ type: 'asset', name: 'login-preload.js', source: preloadScript(wanted) });
      const tag = `<script type="module" async crossorigin src="/${this.getFileName(ref)}"></script>`;
      html.source = page.replace('</title>', `</title>\n    ${tag}`);
    },
  };
}
