// Preloaded into a measured process (node --require): writes its peak resident memory, in kB, to PEAK_MEMORY_FILE.
const fs = require('node:fs');

process.on('exit', () => {
  if (process.env.PEAK_MEMORY_FILE) fs.writeFileSync(process.env.PEAK_MEMORY_FILE, String(process.resourceUsage().maxRSS));
});
