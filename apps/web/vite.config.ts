import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { everyPageChunks } from './chunking.config.ts';
import { inlineStylesheet } from './stylesheet.config.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), inlineStylesheet()],
  build: {
    assetsInlineLimit: 2048,
    rolldownOptions: isSsrBuild ? undefined : { output: { codeSplitting: { groups: everyPageChunks() } } },
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
}));
