#!/usr/bin/env node
// The `platform` command. It lives outside dist/ so that npm links it at install time, before the first build.
const path = require('node:path');
const fs = require('node:fs');

const built = path.join(__dirname, '..', 'dist', 'index.js');
if (!fs.existsSync(built)) {
  process.stderr.write('The platform CLI is not built yet: run "npm run build" (or "npm start") in the repository first.\n');
  process.exit(2);
}
require(built).runCommandLine();
