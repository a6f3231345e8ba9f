import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { componentTestRunner } from '../testing/component-tests';

const MARKDOWN_PACKAGES =
  /node_modules\/(react-markdown|micromark[^/]*|mdast-[^/]+|hast-[^/]+|unist-[^/]+|property-information|remark-[^/]+|unified|vfile[^/]*|space-separated-tokens|comma-separated-tokens|style-to-object|inline-style-parser|decode-named-character-reference|character-entities[^/]*|bail|trough|is-plain-obj|extend|papaparse)\//;

export default defineConfig({
  // Strapi serves the build under /admin/ (admin/dist, with an SPA fallback to index.html).
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: {
      // Compile the shared package from its TS source; its package main is CommonJS dist, which Vite must not bundle.
      '@platform/shared': fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      treeshake: {
        // Refine's antd package imports react-markdown for its MarkdownField, which this app never renders; these
        // packages declare no "sideEffects", so without this their module code (~100 KB) stays in the first load.
        moduleSideEffects: (id) => !MARKDOWN_PACKAGES.test(id),
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:1337' },
  },
  test: {
    ...componentTestRunner(),
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The first render of antd + Refine in jsdom takes a few seconds.
    testTimeout: 20_000,
    // Run Refine's router bindings through Vite too, so they share the test's copy of react-router.
    server: { deps: { inline: ['@refinedev/react-router'] } },
  },
});
