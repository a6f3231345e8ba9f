import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { componentTestRunner } from '../testing/component-tests';
import { landingFirstScreen } from './first-screen';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [react(), landingFirstScreen()],
  base: '/',
  resolve: {
    // Compile the shared TS source: the package main is CommonJS and not meant for Vite.
    alias: { '@platform/shared': path.resolve(here, '../shared/src/index.ts') },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Rollup names a chunk that several pages share after one of its modules (a 226 KB one was called
        // 'LanguageSwitcher'); such chunks are called what they are. Pages keep their own names.
        chunkFileNames: (chunk) => (chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/shared-[hash].js'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:1337' },
  },
  test: {
    ...componentTestRunner(),
    setupFiles: ['src/test-setup.ts'],
    // antd in jsdom is slow to first render, the more so on a busy two-core machine.
    testTimeout: 20_000,
  },
});
