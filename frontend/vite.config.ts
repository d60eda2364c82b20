import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  base: '/',
  resolve: {
    alias: {
      '@': '/src',
      // The shared contract is bundled from its TypeScript source (the backend runs its CommonJS build).
      contract: fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)),
    },
  },
  build: isSsrBuild
    ? {
        // The server's renderer: one CommonJS file with its dependencies inside, which the backend requires
        // (outside dist, so it is never served as a file).
        outDir: 'dist-server',
        emptyOutDir: true,
        sourcemap: false,
        rollupOptions: { output: { format: 'cjs', entryFileNames: 'entry-server.cjs', codeSplitting: false } },
      }
    : // The manifest (dist/.vite/manifest.json, never served) names each chunk's stylesheets, which the server links
      // in a rendered page's head (src/app/page-data.ts, stylesheetsFor).
      { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
}));
