import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  base: '/admin/',
  resolve: {
    alias: {
      // The shared contract is bundled from its TypeScript source (the backend runs its CommonJS build).
      contract: fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)),
      // react-admin's translator (node-polyglot) requires an es-shims polyfill for Object.entries, which drags a
      // dozen helper packages (about 6 kB gzipped) into the first download; every browser we support has it built in.
      'object.entries': fileURLToPath(new URL('./object-entries.cjs', import.meta.url)),
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
