// Jest's node environment for the API and CLI suites, which run every test file in one process (--runInBand).
//
// Each test file loads jest-circus afresh, and each load makes an AsyncLocalStorage that is never disabled. On Node 20
// every live AsyncLocalStorage is visited at every promise made in the process, so the 70th file paid for the 69 before
// it: about an eighth of the API suite's time. At the end of a file, those made during it are disabled; the server's
// own (made before the first file) are not touched.
const asyncHooks = require('node:async_hooks');
const { TestEnvironment } = require('jest-environment-node');

/** The storages made while the current test file ran. */
let madeDuringFile = null;
const Original = asyncHooks.AsyncLocalStorage;
if (!Original.tracksTestFiles) {
  asyncHooks.AsyncLocalStorage = class extends Original {
    static tracksTestFiles = true;
    constructor(...args) {
      super(...args);
      madeDuringFile?.add(this);
    }
  };
}

module.exports = class PlatformTestEnvironment extends TestEnvironment {
  async setup() {
    madeDuringFile = new Set();
    this.madeDuringFile = madeDuringFile;
    await super.setup();
  }

  async teardown() {
    for (const storage of this.madeDuringFile ?? []) storage.disable();
    if (madeDuringFile === this.madeDuringFile) madeDuringFile = null;
    await super.teardown();
  }
};
