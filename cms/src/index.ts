import type { Core } from '@strapi/strapi';
import fs from 'node:fs';
import { tuneDatabase } from './database-tuning';
import { seed } from './seed';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // The upload plugin refuses to start without its folder (a fresh clone has none).
    fs.mkdirSync(strapi.dirs.static.public + '/uploads', { recursive: true });
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await tuneDatabase(strapi);
    await seed(strapi);
  },
};
