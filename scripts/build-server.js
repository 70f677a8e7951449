// Builds the Node server of `npm start` (src/backend/server/main.ts) and its staff command
// (staff.ts) into dist-server/: the source bundled, the packages left to node_modules.
import { build } from 'vite';

await build({
  configFile: false,
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    rollupOptions: {
      input: { main: 'src/backend/server/main.ts', staff: 'src/backend/server/staff.ts' },
      output: { entryFileNames: '[name].js' },
    },
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
  },
});
