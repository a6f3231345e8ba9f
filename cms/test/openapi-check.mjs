// Checks an OpenAPI document (JSON on standard input) with a standard validator and prints its verdict as JSON.
// A script of its own: the validator is an ES module, which jest cannot load (the tests run it as a child process).
import { Validator } from '@seriousme/openapi-schema-validator';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const validator = new Validator();
const { valid, errors } = await validator.validate(JSON.parse(input));
process.stdout.write(JSON.stringify({ valid, version: validator.version, errors: errors ?? [] }));
