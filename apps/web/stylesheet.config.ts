import type { Plugin } from 'vite';
import { INLINE_STYLESHEET_FILE } from './server/inline-stylesheet.ts';

/**
 * Joins the browser build's stylesheets into one and takes them out of the pages' links, so the
 * server can write that one into each page's head instead (see server/inline-stylesheet.ts).
 *
 * Why: linked stylesheets hold the first paint until they arrive, and on a phone they arrive behind
 * the page's scripts, which the browser asks for first. Written into the page, the styles come with
 * the HTML (about 17 KB compressed for the whole shop, dialogs included) and the page paints as
 * soon as it is parsed, before any script has run. Client-side navigation and dialogs need no
 * stylesheet requests either, because every rule is already on the page.
 *
 * Vite's own single-file mode (`cssCodeSplit: false`) cannot be used: React Router then links the
 * file from the root route. The order below is the one that mode uses, so the cascade is the same.
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'shop:inline-stylesheet',
    apply: 'build',
    // After Vite has cut the stylesheets, before it writes the manifest React Router reads.
    enforce: 'post',
    generateBundle(_options, bundle) {
      // The server build only needs the class names, which live in its JavaScript.
      const isBrowserBuild = this.environment.config.consumer === 'client';
      const ordered: string[] = [];
      const visited = new Set<string>();
      const dynamicImports = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk' || visited.has(fileName)) return;
        visited.add(fileName);
        for (const imported of chunk.imports) visit(imported);
        for (const imported of chunk.dynamicImports) dynamicImports.add(imported);
        for (const css of chunk.viteMetadata?.importedCss ?? []) if (!ordered.includes(css)) ordered.push(css);
      };
      for (const file of Object.values(bundle)) if (file.type === 'chunk' && file.isEntry) visit(file.fileName);
      for (const fileName of dynamicImports) visit(fileName);

      const sources: string[] = [];
      for (const fileName of ordered) {
        const asset = bundle[fileName];
        if (asset?.type === 'asset') sources.push(String(asset.source));
        delete bundle[fileName];
      }
      for (const file of Object.values(bundle)) if (file.type === 'chunk') file.viteMetadata?.importedCss.clear();
      const leftOver = Object.keys(bundle).filter((fileName) => fileName.endsWith('.css'));
      if (leftOver.length) this.error(`stylesheets outside the module graph: ${leftOver.join(', ')}`);
      if (isBrowserBuild) this.emitFile({ type: 'asset', fileName: INLINE_STYLESHEET_FILE, source: sources.join('\n') });
    },
  };
}
