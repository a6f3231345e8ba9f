import { factories } from '@strapi/strapi';

// Strapi's own read route, kept only as the benchmark's baseline; no role is granted it, so it answers 403.
export default factories.createCoreRouter('api::idea.idea', { only: ['find'] });
