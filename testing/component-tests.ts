import { availableParallelism } from 'node:os';

/** How the admin app's and the site's component tests run (vitest), the same for both. */
export function componentTestRunner() {
  // Vitest's context loader would take packages' module-sync ESM entries (async-function through qs, axios) under
  // Node's require(esm), and the files would fail with "Cannot use import statement outside a module". The flag is
  // read at process start, so the workspaces' test scripts pass it; say so rather than fail file by file (builds
  // read this config too, and need no flag).
  if (process.env.VITEST && process.features.require_module) {
    throw new Error(
      'Component tests need Node started with --no-experimental-require-module: run them with `npm test` in the ' +
        'workspace, or set NODE_OPTIONS=--no-experimental-require-module.',
    );
  }
  return {
    environment: 'jsdom',
    // Each file in a fresh V8 context of a worker thread, not a fresh process: antd's and Refine's modules load once
    // per worker, not once per file (admin 394 s -> 320 s, same tests).
    pool: 'vmThreads',
    // Vitest keeps a core for itself by default (one worker on two cores), but once the files are transformed it
    // mostly waits, while the jsdom workers are busy throughout: a worker per core runs the suite sooner.
    maxWorkers: availableParallelism(),
  } as const;
}
