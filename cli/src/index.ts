#!/usr/bin/env node
import { Command } from 'commander';

// The operators' command-line tool. It talks to the running platform over its REST API with a bearer token, so
// every permission and rule of the server applies. The import and export commands follow.
const program = new Command()
  .name('platform')
  .description('Operate the platform from a terminal: sign in, import and export ideas, plans, projects and APIs.')
  .version('0.1.0');

program.parse();
