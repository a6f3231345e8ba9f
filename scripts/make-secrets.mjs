// Prints a fresh set of the server's secrets as KEY=value lines (for docker compose's .env).
import { secretLines } from './prepare.mjs';

console.log(secretLines().join('\n'));
